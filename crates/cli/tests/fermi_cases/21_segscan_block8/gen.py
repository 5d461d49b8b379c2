#!/usr/bin/env python3
"""21_segscan_block8: mgpu_old support/src/segscan/segscan.cu SegScanBlock8, 1 x 256, 8 packed values a thread:
exclusive segmented scan, in place (the host passes the same buffer as dataIn and dataOut)."""
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from caselib import dump_case, write  # noqa: E402

BUF = 0x100000
NT, W, NW, VT = 256, 32, 8, 8
N = NT * VT                      # 2048 packed values: the one block the host launches
PAD = 16                         # guard words either side of the buffer
GUARD = 0xDEADBEEF
M32 = 0xFFFFFFFF
FLAG, VAL = 0x80000000, 0x7FFFFFFF
ZERO_WARP, LAST_WARP = 4, 7      # warps without head flags (see race note in MANIFEST.md)


def clz(v):
    return 32 - v.bit_length()


def serial(packed):
    """The host's SegmentedScan (segscan.cpp): exclusive scan restarting at each flagged value."""
    out, run = [], 0
    for p in packed:
        if p & FLAG:
            run = 0
        out.append(run)
        run = (run + (p & VAL)) & M32
    return out


def kernel(packed, order):
    """SegScanBlock8 as the source reads, each warp's 32 lanes in lockstep. `order` is how the 8 warps run
    BlockScan's `if(lane < NUM_WARPS)` section (every warp runs it on the same blockShared): "lockstep" = all
    8 warps together statement by statement, otherwise a list of warps run one after another."""
    shared = [None] * (NW * VT * (W + 1))
    th = []
    for w in range(NW):
        base = w * VT * (W + 1)
        for lane in range(W):
            index = VT * W * w + lane
            for i in range(VT):
                shared[base + lane + i * (W + 1)] = packed[index + i * W]
    for w in range(NW):
        base = w * VT * (W + 1)
        lanes = []
        for lane in range(W):
            off = VT * lane
            off += off // W
            p = [shared[base + off + i] for i in range(VT)]
            t = {"w": w, "lane": lane, "off": off, "flags": [v & FLAG for v in p], "x": [v & VAL for v in p]}
            last, head = 0, 0
            for i in range(VT):
                if t["flags"][i]:
                    last = 0
                head |= t["flags"][i]
                last = (last + t["x"][i]) & M32
            t["last"], t["head"] = last, head
            lanes.append(t)
        ballot = sum(1 << t["lane"] for t in lanes if t["head"])
        for t in lanes:
            t["warpFlags"] = ballot
            t["mask"] = (1 << t["lane"]) - 1            # bfi(0, 0xffffffff, 0, lane)
            t["wfm"] = ballot & t["mask"]
            t["preceding"] = 31 - clz(t["wfm"])
            t["distance"] = (t["lane"] - t["preceding"]) & M32
        # reduction pass: shifted = warpShared + lane + 1
        for t in lanes:
            shared[base + t["lane"]] = 0
        for t in lanes:
            shared[base + t["lane"] + 1] = t["last"]
        for t in lanes:
            t["sum"] = t["last"]
            t["first"] = shared[base + 1 + t["preceding"]]
        for i in range(5):
            offset = 1 << i
            got = [shared[base + t["lane"] + 1 - offset] if t["distance"] > offset else None for t in lanes]
            for t, g in zip(lanes, got):
                if g is not None:
                    t["sum"] = (t["sum"] + g) & M32
            for t in lanes:
                shared[base + t["lane"] + 1] = t["sum"]
        for t in lanes:
            t["sum"] = (t["sum"] + t["first"] - t["last"]) & M32
            t["lsl"] = t["last"] if t["head"] else (t["last"] + t["sum"]) & M32
        th.append(lanes)
    # BlockScan
    bs = [None] * (3 * NW)
    for w in range(NW):
        t = th[w][W - 1]
        bs[NW + w] = t["lsl"]
        bs[2 * NW + w] = t["warpFlags"]
    groups = [list(range(NW))] if order == "lockstep" else [[w] for w in order]
    for g in groups:
        act = [th[w][lane] for w in g for lane in range(NW)]   # lanes 0..7 of the warps in g
        st = {}
        for t in act:
            st[id(t)] = {"warpLast": bs[NW + t["lane"]], "flag": bs[2 * NW + t["lane"]]}
        for t in act:
            bs[t["lane"]] = 0
        for w in g:
            bf = sum(1 << lane for lane in range(NW) if st[id(th[w][lane])]["flag"])
            for lane in range(NW):
                s = st[id(th[w][lane])]
                s["bf"] = bf & th[w][lane]["mask"]
                s["prec"] = 31 - clz(s["bf"])
                s["dist"] = (lane - s["prec"]) & M32
                s["ws"] = s["warpLast"]
        for t in act:
            s = st[id(t)]
            s["wf"] = bs[NW + s["prec"]]
        for i in range(3):
            offset = 1 << i
            got = [bs[NW + t["lane"] - offset] if st[id(t)]["dist"] > offset else None for t in act]
            for t, v in zip(act, got):
                if v is not None:
                    st[id(t)]["ws"] = (st[id(t)]["ws"] + v) & M32
            for t in act:
                bs[NW + t["lane"]] = st[id(t)]["ws"]
        for t in act:
            s = st[id(t)]
            s["ws"] = (s["ws"] + s["wf"] - s["warpLast"]) & M32
            bs[t["lane"]] = s["ws"]
    out = [None] * N
    for w in range(NW):
        base = w * VT * (W + 1)
        for t in th[w]:
            s = t["sum"]
            if not t["wfm"]:
                s = (s + bs[w]) & M32
            for i in range(VT):
                if t["flags"][i]:
                    s = 0
                shared[base + t["off"] + i] = s
                s = (s + t["x"][i]) & M32
        for t in th[w]:
            index = VT * W * w + t["lane"]
            for i in range(VT):
                out[index + i * W] = shared[base + t["lane"] + i * (W + 1)]
    return out


def make_input(rng):
    """segscan.cpp's GenPacked at this commit: value uniform_int(0, 3), head flag on element 0 and when
    uniform_int(0, 128) == 0; then adjusted so BlockScan's race cannot matter (MANIFEST.md)."""
    packed = []
    for i in range(N):
        x = rng.randint(0, 3)
        if i == 0 or rng.randint(0, 128) == 0:
            x |= FLAG
        packed.append(x)
    idx = lambda w, lane, i: VT * W * w + lane + i * W   # noqa: E731  (value i of lane in warp w)
    for lane in range(W):
        for i in range(VT):
            packed[idx(ZERO_WARP, lane, i)] = 0                   # flagless, all zero
            packed[idx(LAST_WARP, lane, i)] &= VAL                # flagless
    for w in range(NW):
        if w in (ZERO_WARP, LAST_WARP):
            continue
        if not any(packed[idx(w, lane, i)] & FLAG for lane in range(W) for i in range(VT)):
            packed[idx(w, rng.randrange(W), rng.randrange(VT))] |= FLAG
    # a few threads with two or three head flags among their 8 values
    for (w, lane, ii) in [(1, 5, (2, 6)), (3, 30, (0, 3, 7)), (6, 17, (1, 2))]:
        for i in ii:
            packed[idx(w, lane, i)] |= FLAG
    return packed


def main():
    rng = random.Random(20261201)
    packed = make_input(rng)
    want = serial(packed)
    orders = ["lockstep", list(range(NW)), list(reversed(range(NW))), [3, 6, 0, 7, 1, 5, 2, 4]]
    for o in orders:
        assert kernel(packed, o) == want, o
    buf = [GUARD] * PAD + packed + [GUARD] * PAD
    write(HERE, "data.bin", buf)
    write(HERE, "data_expected.bin", [GUARD] * PAD + want + [GUARD] * PAD)
    start = BUF - 4 * PAD
    dump_case(HERE, {
        "cubin": "seanbaxter+mgpu_old__support__src__segscan__segscan__f5ccf50c.cubin",
        "kernel": "SegScanBlock8", "grid": [1, 1, 1], "block": [NT, 1, 1], "shared_dynamic": 0,
        "params": [hex(BUF), hex(BUF)],
        "globals": [{"file": "data.bin", "addr": hex(start)}],
        "compare": [{"start": hex(start), "end": hex(start + 4 * len(buf)), "expected": "data_expected.bin",
                     "mode": "exact", "tol": 0}],
        "max_steps": 100000,
        "host_source": "seanbaxter/mgpu_old support/src/segscan/segscan.cpp@6c97e116f57b76330f723021a95cef29fe0e87f0",
        "rule": "in place: out[i] = sum of (packed[j] & 0x7fffffff) for the j < i since the last j <= i with bit 31 set; guards unchanged",
    })
    flagged = sum(1 for p in packed if p & FLAG)
    print("flags %d, max %d" % (flagged, max(want)))


if __name__ == "__main__":
    main()

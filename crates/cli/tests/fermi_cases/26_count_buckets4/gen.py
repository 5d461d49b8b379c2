#!/usr/bin/env python3
"""26_count_buckets4: mgpu_old sort/src/kernels/count.cu CountBucketsLoop_4 (countgen.cu: 128 threads, 4-bit digits,
InnerLoop 16, mode 1, one task a warp): per sort block, the packed exclusive digit scan (x4, two 16-bit halves) and
per task the digit totals, as sort/vs9/test2/test2.cpp launches it before SortHist."""
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from caselib import dump_case, guarded_buffer, intra_warp_scan, write  # noqa: E402

W, NWARPS = 32, 4
NB, ND, NCH, NCNT = 4, 16, 8, 4          # NumBits, NumDigits, NumChannels, NumCounters
M32 = 0xFFFFFFFF
KEYS, COUNTS, TOTALS = 0x100000, 0x400000, 0x500000
NUM_SORT_THREADS, VALUES_PER_THREAD = 64, 24      # test2.cpp main: TestSort(context, numBits, 150, 64, 24)
NUM_VALUES = NUM_SORT_THREADS * VALUES_PER_THREAD  # 1536 keys a sort block
VT = NUM_VALUES // W                               # 48 keys a lane
NUM_BLOCKS = 100
NUM_TASKS = min(8 * 11, NUM_BLOCKS)      # min(BlocksPerSM (launch bound 8) x numSMs (11), numBlocks) = 88
BIT = 0                                  # test2.cpp passes bit 0
SEED = 20261206
COMMIT = "f6e904b6f7569575957f524b14132e761a5d9c07"
CUBIN = "seanbaxter+mgpu_old__sort__src__cubin__count__071bec27.cubin"


def prmt(a, b, sel):
    """PTX prmt.b32 default mode (no sign replication in these selectors): byte j = byte (sel >> 4j) & 7 of b:a."""
    src = (a & M32) | ((b & M32) << 32)
    return sum(((src >> (8 * ((sel >> (4 * j)) & 7))) & 0xFF) << (8 * j) for j in range(4))


def task_range(task, quot, rem, count):
    x = quot * task + min(task, rem)
    return x, min(x + quot + (1 if task < rem else 0), count)


def warp_block(keys, blk):
    """One warp's pass over sort block blk: returns countPair.x of each lane (lanes < 8 valid) and the 8 count words."""
    sh = [0] * (W * NCNT)                # this warp's 128 words of blockCounters_shared
    base = blk * W * VT
    for lane in range(W):                # IncBucketCounter: 8-bit counters, row digit/4, byte digit%4, column lane
        for i in range(VT):
            digit = (keys[base + lane + W * i] >> BIT) & (ND - 1)        # bfe(values[j], bit, 4)
            idx = 8 * (~3 & digit) + lane
            sh[idx] = (sh[idx] + (1 << (8 * (digit & 3)))) & M32           # vshl.clamp.add(1, 8*(digit&3), counter)
    # GatherSumsReduce<4>, mode 1: lane reads row lane&3, columns lane..lane+3 (two pairs, bytes added then widened)
    low, high = [0] * W, [0] * W
    for lane in range(W):
        row = (NCNT - 1) & lane
        for i in range(0, 4, 2):
            p = (sh[row * W + (lane + i) % W] + sh[row * W + (lane + 1 + i) % W]) & M32
            low[lane] = (low[lane] + prmt(p, 0, 0x4140)) & M32
            high[lane] = (high[lane] + prmt(p, 0, 0x4342)) & M32
    for lane in range(W):
        sh[lane], sh[W + lane] = low[lane], high[lane]
    for i in range(7 - NB):              # reduce over two rows, offsets 4, 8, 16
        off = (NCH // 2) << i
        x0 = [(sh[l] + sh[l + off]) & M32 if off + l < W else sh[l] for l in range(W)]
        x1 = [(sh[W + l] + sh[W + l + off]) & M32 if off + l < W else sh[W + l] for l in range(W)]
        for l in range(W):
            sh[l], sh[W + l] = x0[l], x1[l]
    pair = []
    for lane in range(W):
        ro = W if 2 & lane else 0
        q = lane // 4
        a = sh[ro + q]
        b = sh[ro + q + NCNT // 2]
        pair.append(prmt(a, b, 0x7632 if 1 & lane else 0x5410))
    # IntraWarpParallelScan<3>(lane, countPair.x, warpCounters_shared, false, true) for lanes < 8
    x = intra_warp_scan(pair[:NCH], sh, 3)
    for l in range(NCH):
        sh[l] = x[l]
    last = sh[NCH - 1]
    words = [(((x[l] + (last << 16)) - pair[l]) * 4) & M32 for l in range(NCH)]
    return pair, words


def kernel(keys, num_blocks, num_tasks):
    quot, rem = divmod(num_blocks, num_tasks)
    counts = {}
    totals = {}
    for task in range(-(-num_tasks // NWARPS) * NWARPS):        # every warp of the grid
        x, y = task_range(task, quot, rem, num_blocks)
        lc0, lc1 = [0] * W, [0] * W
        for blk in range(x, y):
            pair, words = warp_block(keys, blk)
            for l in range(NCH):
                counts[blk * NCH + l] = words[l]
            for l in range(W):           # lanes >= 8 add garbage that is never stored
                lc0[l] = (lc0[l] + (pair[l] & 0xFFFF)) & M32
                lc1[l] = (lc1[l] + (pair[l] >> 16)) & M32
        if x < y:
            sh = lc0 + [0] * NCH
            for l in range(W):
                sh[NCH + l] = lc1[l]
            for d in range(ND):
                totals[task * ND + d] = sh[d]
    return counts, totals


def rule(keys, num_blocks, num_tasks):
    quot, rem = divmod(num_blocks, num_tasks)
    counts, totals = {}, {}
    hist = []
    for blk in range(num_blocks):
        h = [0] * ND
        for k in keys[blk * NUM_VALUES:(blk + 1) * NUM_VALUES]:
            h[(k >> BIT) & (ND - 1)] += 1
        hist.append(h)
        exc = [sum(h[:d]) for d in range(ND)]
        for c in range(NCH):
            counts[blk * NCH + c] = 4 * (exc[c] + (exc[c + NCH] << 16))
    for task in range(num_tasks):
        x, y = task_range(task, quot, rem, num_blocks)
        for d in range(ND):
            totals[task * ND + d] = sum(hist[b][d] for b in range(x, y))
    return counts, totals


def make_keys(rng):
    keys = []
    for blk in range(NUM_BLOCKS):
        kind = blk % 5
        for _ in range(NUM_VALUES):
            k = rng.getrandbits(32)
            if blk == 5:
                k = (k & ~0xF) | 0xB                      # one digit only: 48 counts a lane in one byte counter
            elif blk == 7:
                k = (k & ~0xF) | rng.choice((0x3, 0xC))   # two digits
            elif kind == 1:
                k = (k & ~0xF) | min(rng.randrange(16), rng.randrange(16))   # skewed to small digits
            keys.append(k)
    return keys


def main():
    rng = random.Random(SEED)
    keys = make_keys(rng)
    got_c, got_t = kernel(keys, NUM_BLOCKS, NUM_TASKS)
    want_c, want_t = rule(keys, NUM_BLOCKS, NUM_TASKS)
    assert got_c == want_c and got_t == want_t
    nc, nt = NUM_BLOCKS * NCH, NUM_TASKS * ND
    quot, rem = divmod(NUM_BLOCKS, NUM_TASKS)
    write(HERE, "keys.bin", keys)
    counts_global, counts_compare = guarded_buffer(HERE, "counts", COUNTS, [want_c[i] for i in range(nc)])
    totals_global, totals_compare = guarded_buffer(HERE, "totals", TOTALS, [want_t[i] for i in range(nt)])
    dump_case(HERE, {
        "cubin": CUBIN, "kernel": "CountBucketsLoop_4", "grid": [-(-NUM_TASKS // NWARPS), 1, 1],
        "block": [W * NWARPS, 1, 1], "shared_dynamic": 0,
        "params": [hex(KEYS), str(BIT), str(VT), str(quot), str(rem), str(NUM_BLOCKS), hex(COUNTS), hex(TOTALS)],
        "globals": [{"file": "keys.bin", "addr": hex(KEYS)}, counts_global, totals_global],
        "compare": [counts_compare, totals_compare],
        "max_steps": 2000000,
        "host_source": "seanbaxter/mgpu_old sort/vs9/test2/test2.cpp@" + COMMIT,
        "rule": "counts[b*8+c] = 4*(E_b(c) + (E_b(c+8) << 16)), E_b = exclusive scan of block b's 16 digit counts "
                "(digit = key & 15); totals[t*16+d] = count of digit d in task t's blocks; guards unchanged",
    })


if __name__ == "__main__":
    main()

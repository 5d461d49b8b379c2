"""Helpers the cases' gen.py share: raw little-endian words and case.json in fermi-e2e's layout."""
import json
import random
import os
import re
import struct


def f2u(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]


def f32(x):
    """x rounded to binary32 (nearest even), as a Python float."""
    return struct.unpack("<f", struct.pack("<f", x))[0]


def rand_unit(rng):
    """(float)rand() / (float)RAND_MAX, as the CUDA SDK samples' hosts fill their inputs: a binary32 in [0, 1]."""
    return f32(f32(float(rng.getrandbits(31))) / f32(2147483647.0))


def write(here, name, words):
    with open(os.path.join(here, name), "wb") as f:
        f.write(struct.pack("<%dI" % len(words), *[w & 0xFFFFFFFF for w in words]))


def dump_case(here, case):
    text = json.dumps(case, indent=2)
    text = re.sub(r"\[\s+([^\[\]{}]*?)\s+\]",
                  lambda m: "[" + ", ".join(p.strip() for p in m.group(1).split(",")) + "]", text)
    text = re.sub(r"\{\s+([^\[\]{}]*?)\s+\}",
                  lambda m: "{" + ", ".join(p.strip() for p in m.group(1).split(",")) + "}", text)
    with open(os.path.join(here, "case.json"), "w") as f:
        f.write(text + "\n")


IN, OUT, CNT = 0x100000, 0x101000, 0x102000
GUARD = 0xDEADBEEF


def guarded_buffer(here, name, addr, expected, init=None, pad=8):
    """A buffer at addr with pad GUARD words either side, which the launch must leave unchanged: writes
    <name>_init.bin (init, or all GUARD when the buffer starts unset) and <name>_expected.bin, and returns the
    buffer's case.json "globals" and "compare" entries."""
    n = len(expected)
    if init is None:
        init = [GUARD] * n
    assert len(init) == n
    guards = [GUARD] * pad
    write(here, name + "_init.bin", guards + init + guards)
    write(here, name + "_expected.bin", guards + expected + guards)
    start = addr - 4 * pad
    return ({"file": name + "_init.bin", "addr": hex(start)},
            {"start": hex(start), "end": hex(start + 4 * (n + 2 * pad)), "expected": name + "_expected.bin",
             "mode": "exact", "tol": 0})


def ballotscan(here, N, KERNEL, BLOCK_KERNEL, seed):
    """BallotScanWarp (one warp) or BallotScanBlock (BLOCK_KERNEL: it first writes (float)exc to every
    dataOut[tid]) on N values."""
    rng = random.Random(seed)
    # host: x = uniform(-10, 20); if x < 0: x = -1.0.  Here: exactly representable k/4 values.
    vals = []
    for _ in range(N):
        x = rng.randrange(-40, 81) / 4.0
        if x < 0:
            x = -1.0
        vals.append(x)
    flags = [1 if v != -1.0 else 0 for v in vals]
    total = sum(flags)
    compact = [v for v in vals if v != -1.0]
    out = [GUARD] * N
    if BLOCK_KERNEL:
        s = 0
        for t in range(N):
            out[t] = f2u(float(s))   # exclusive count of flags before t, converted uint -> float
            s += flags[t]
    for t in range(total):
        out[t] = f2u(compact[t])
    write(here, "data_in.bin", [f2u(v) for v in vals])
    write(here, "data_out_init.bin", [GUARD] * N)
    write(here, "count_init.bin", [GUARD])
    write(here, "data_out_expected.bin", out)
    write(here, "count_expected.bin", [total])
    dump_case(here, {
        "cubin": "seanbaxter+mgpu_old__support__src__ballotscan__ballotscan__d492d583.cubin",
        "kernel": KERNEL, "grid": [1, 1, 1], "block": [N, 1, 1], "shared_dynamic": 0,
        "params": [hex(IN), hex(OUT), hex(CNT)],
        "globals": [{"file": "data_in.bin", "addr": hex(IN)},
                    {"file": "data_out_init.bin", "addr": hex(OUT)},
                    {"file": "count_init.bin", "addr": hex(CNT)}],
        "compare": [
            {"start": hex(OUT), "end": hex(OUT + 4 * N), "expected": "data_out_expected.bin", "mode": "exact", "tol": 0},
            {"start": hex(CNT), "end": hex(CNT + 4), "expected": "count_expected.bin", "mode": "exact", "tol": 0}],
        "max_steps": 40000,
        "host_source": "seanbaxter/mgpu_old support/src/ballotscan/ballotscan.cpp@5a717214c3e5e297c8d28dcdefac9a96396a6367",
        "rule": "dataOut[0..total) = the values != -1.0f in order, count = total"
                + ("; dataOut[t >= total] = (float)(# flagged before t)" if BLOCK_KERNEL else "; dataOut[t >= total] untouched"),
    })


def intra_warp_scan(x, shared, levels):
    """mgpu_old common.cu IntraWarpParallelScan<levels>'s loop for lanes 0..2^levels-1 in lockstep: each lane stores
    its value to shared[lane], then each step adds shared[lane - 2^i] and stores again (not after the last step).
    Returns the inclusive sums; callers subtract their own value where the source wants an exclusive scan."""
    n = 1 << levels
    assert len(x) == n
    x = list(x)
    for lane in range(n):
        shared[lane] = x[lane]
    for i in range(levels):
        off = 1 << i
        x = [(x[lane] + shared[lane - off]) & 0xFFFFFFFF if lane >= off else x[lane] for lane in range(n)]
        if i < levels - 1:
            for lane in range(n):
                shared[lane] = x[lane]
    return x


VEC_GUARD_BEFORE = 16   # words 0xBEF00000 + k just before C


def vecadd_case(here, a, b, *, threads, addrs, guard_words, cubin, kernel, max_steps, host_source, rule):
    """C[i] = A[i] + B[i] (binary32) for i = blockDim.x * blockIdx.x + threadIdx.x < N = len(a), launched as the
    CUDA SDK vector-add hosts do (blocksPerGrid = (N + threads - 1) / threads). Writes a.bin, b.bin, c_before.bin,
    c_guard.bin (guard_words words 0xC0DE0000 + k after C[N-1], where idle threads would store), c_expected.bin
    and case.json. C itself is not loaded: every compared C word is written by the launch."""
    n = len(a)
    a_addr, b_addr, c_addr = addrs
    c = [f32(x + y) for x, y in zip(a, b)]  # correctly rounded binary32 sum (binary64 has > 2*24+2 bits)
    guard = [0xC0DE0000 | k for k in range(guard_words)]
    before = [0xBEF00000 | k for k in range(VEC_GUARD_BEFORE)]
    write(here, "a.bin", [f2u(v) for v in a])
    write(here, "b.bin", [f2u(v) for v in b])
    write(here, "c_before.bin", before)
    write(here, "c_guard.bin", guard)
    write(here, "c_expected.bin", before + [f2u(v) for v in c] + guard)
    c0 = c_addr - 4 * VEC_GUARD_BEFORE
    dump_case(here, {
        "cubin": cubin, "kernel": kernel,
        "grid": [(n + threads - 1) // threads, 1, 1], "block": [threads, 1, 1], "shared_dynamic": 0,
        "params": [hex(a_addr), hex(b_addr), hex(c_addr), str(n)],
        "globals": [{"file": "a.bin", "addr": hex(a_addr)},
                    {"file": "b.bin", "addr": hex(b_addr)},
                    {"file": "c_before.bin", "addr": hex(c0)},
                    {"file": "c_guard.bin", "addr": hex(c_addr + 4 * n)}],
        "compare": [{"start": hex(c0), "end": hex(c_addr + 4 * (n + guard_words)),
                     "expected": "c_expected.bin", "mode": "exact", "tol": 0}],
        "max_steps": max_steps,
        "host_source": host_source,
        "rule": rule,
    })

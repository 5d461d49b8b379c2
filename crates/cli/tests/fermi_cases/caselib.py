"""Helpers the cases' gen.py share: raw little-endian words and case.json in fermi-e2e's layout."""
import json
import random
import os
import re
import struct


def f2u(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]


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

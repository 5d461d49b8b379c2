#!/usr/bin/env python3
"""01_warpscan2: mgpu_old snippets/warpscan2.cu WarpScan2, 1 x 32: inclusive/exclusive s32 scan."""
import json, os, random, re, struct

HERE = os.path.dirname(os.path.abspath(__file__))


def write(name, words):
    with open(os.path.join(HERE, name), "wb") as f:
        f.write(struct.pack("<%dI" % len(words), *[w & 0xFFFFFFFF for w in words]))


def f2u(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]


def dump_case(case):
    text = json.dumps(case, indent=2)
    text = re.sub(r"\[\s+([^\[\]{}]*?)\s+\]",
                  lambda m: "[" + ", ".join(p.strip() for p in m.group(1).split(",")) + "]", text)
    text = re.sub(r"\{\s+([^\[\]{}]*?)\s+\}",
                  lambda m: "{" + ", ".join(p.strip() for p in m.group(1).split(",")) + "}", text)
    with open(os.path.join(HERE, "case.json"), "w") as f:
        f.write(text + "\n")

V, INC, EXC = 0x100000, 0x101000, 0x102000
N = 32


def main():
    rng = random.Random(20261126)
    values = [rng.randrange(-100000, 100000) for _ in range(N)]
    inc, exc, s = [], [], 0
    for v in values:
        exc.append(s); s += v; inc.append(s)
    write("values.bin", values)
    write("inclusive_expected.bin", inc)
    write("exclusive_expected.bin", exc)
    dump_case({
        "cubin": "seanbaxter+mgpu_old__snippets__warpscan2__117ca204.cubin",
        "kernel": "WarpScan2", "grid": [1, 1, 1], "block": [N, 1, 1], "shared_dynamic": 0,
        "params": [hex(V), hex(INC), hex(EXC)],
        "globals": [{"file": "values.bin", "addr": hex(V)}],
        "compare": [
            {"start": hex(INC), "end": hex(INC + 4 * N), "expected": "inclusive_expected.bin", "mode": "exact", "tol": 0},
            {"start": hex(EXC), "end": hex(EXC + 4 * N), "expected": "exclusive_expected.bin", "mode": "exact", "tol": 0}],
        "max_steps": 10000,
        "host_source": "seanbaxter/mgpu_old snippets/warpscan2.cu@675bdd8fd863f18966e087f4ee525b932a5d7bf8",
        "rule": "one warp: inclusive[t] = sum(values[0..t]), exclusive[t] = inclusive[t] - values[t] (s32)",
    })


if __name__ == "__main__":
    main()

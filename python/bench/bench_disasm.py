"""Instructions per CPU-second of `disasm_lite` and `disasm` from Python against the command line's
`gpuisa dis --arch fermi FILE` on the same 16 MiB Fermi stream, runs paired and interleaved.

    GPUISA_BIN=target/ci/gpuisa python python/bench/bench_disasm.py [--runs 5] [--size MiB] [--file F]

GPUISA_BIN_BASE names a second command line (another build, such as main's) timed in the same rounds.

The stream is random bytes (a fixed seed) cut after the last whole instruction: random code reaches
every form and mnemonic. Python's figures are in-process CPU time (user + system, getrusage: time.process_time's sum) of the call alone;
the command line's are its whole process (user + system from /usr/bin/time, start-up included).
"""

import argparse
import gc
import os
import random
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile

import gpuisa


def stream(size, seed=46):
    data = bytearray(random.Random(seed).randbytes(size))
    # Fermi: bit 3 of word 0 set means a 32-bit instruction, else 64-bit. Cut after the last whole one.
    pos = 0
    while pos < len(data):
        n = 4 if data[pos] & 8 else 8
        if pos + n > len(data):
            break
        pos += n
    return bytes(data[:pos])


def cli_run(exe, path):
    """(user, system) CPU seconds of one whole `gpuisa dis` process."""
    r = subprocess.run(["/usr/bin/time", "-f", "%U %S", exe, "dis", "--arch", "fermi", path],
                       stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, check=True, text=True)
    user, system = r.stderr.strip().splitlines()[-1].split()
    return float(user), float(system)


def cli_count(exe, path):
    out = subprocess.run([exe, "dis", "--arch", "fermi", path], stdout=subprocess.PIPE, check=True).stdout
    return out.count(b"\n")


def timed(f):
    """(user, system) CPU seconds of f() in this process (their sum is time.process_time's), and its result."""
    a = resource.getrusage(resource.RUSAGE_SELF)
    r = f()
    b = resource.getrusage(resource.RUSAGE_SELF)
    return (b.ru_utime - a.ru_utime, b.ru_stime - a.ru_stime), r


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--size", type=int, default=16, help="MiB")
    ap.add_argument("--file", help="raw Fermi code instead of the random stream")
    ap.add_argument("--read", action="store_true", help="also time reading text/mnemonic/op_str of every object")
    a = ap.parse_args()
    exe = os.environ.get("GPUISA_BIN") or shutil.which("gpuisa")
    if not exe:
        sys.exit("set GPUISA_BIN to a built gpuisa")
    code = open(a.file, "rb").read() if a.file else stream(a.size << 20)
    tmp = tempfile.NamedTemporaryFile(suffix=".bin", delete=False)
    tmp.write(code)
    tmp.close()
    d = gpuisa.Disassembler("fermi")
    n_cli = cli_count(exe, tmp.name)
    lite = d.disasm_lite(code)
    n = len(lite)
    assert n == n_cli, (n, n_cli)
    del lite
    print(f"{len(code)} bytes, {n} instructions; gpuisa {exe}")
    # Per run: (user, system) seconds.
    rows = {"cli": [], "cli (base)": [], "lite": [], "objects": [], "objects+read": []}
    base = os.environ.get("GPUISA_BIN_BASE")
    peak0 = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    per_object = None
    for run in range(a.runs):
        rows["cli"].append(cli_run(exe, tmp.name))
        if base:
            rows["cli (base)"].append(cli_run(base, tmp.name))
        t, lite = timed(lambda: d.disasm_lite(code))
        rows["lite"].append(t)
        del lite
        gc.collect()
        rss0 = rss_now()
        t, objs = timed(lambda: d.disasm(code))
        rows["objects"].append(t)
        if per_object is None:
            per_object = (rss_now() - rss0) / n
        if a.read:
            r, _ = timed(lambda: [(i.mnemonic, i.op_str) for i in objs])
            rows["objects+read"].append((t[0] + r[0], t[1] + r[1]))
        del objs
        gc.collect()
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    os.unlink(tmp.name)
    rate = lambda v, user_only=False: [n / (u if user_only else u + s) for u, s in v]
    cli = statistics.median(rate(rows["cli"]))
    cli_user = statistics.median(rate(rows["cli"], True))
    for k, v in rows.items():
        if not v:
            continue
        r, ru = rate(v), rate(v, True)
        runs = " ".join(f"{x / 1e6:.2f}" for x in r)
        sys_share = statistics.median(s / (u + s) for u, s in v)
        print(f"{k:13} median {statistics.median(r) / 1e6:6.2f} M instr/CPU-s ({statistics.median(r) / cli:5.1%} of the CLI); "
              f"user time alone {statistics.median(ru) / 1e6:6.2f} ({statistics.median(ru) / cli_user:5.1%}); system {sys_share:4.0%}; runs: {runs}")
    print(f"objects: {per_object:.0f} bytes of resident memory per Instruction; peak RSS {peak >> 10} MiB (before the runs {peak0 >> 10} MiB)")


def rss_now():
    # Resident set size now (Linux), in bytes.
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")


if __name__ == "__main__":
    main()

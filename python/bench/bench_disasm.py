"""Instructions per CPU-second of `disasm_lite` and `disasm` from Python against the command line's
`gpuisa dis --arch fermi FILE` on the same 16 MiB Fermi stream, runs paired and interleaved.

    GPUISA_BIN=target/ci/gpuisa python python/bench/bench_disasm.py [--runs 5] [--size MiB] [--file F] [--read]

Rows (each against the command line of the same round):
  lite iter        for a, s, m, o in d.disasm_lite(code): pass
  lite list        list(d.disasm_lite(code))
  objects iter+read  for i in d.disasm(code): i.mnemonic; i.op_str
  objects list     list(d.disasm(code))
  objects list+read  (--read) the list, then [(i.mnemonic, i.op_str) for i in it]
Issue 46's done-means 3 asks `disasm_lite` for half the command line's rate and `disasm` objects for a
quarter; the last lines say which rows meet them.

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
    ap.add_argument("--read", action="store_true", help="also time a list of objects, then reading mnemonic and op_str of each")
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
    n = len(d.disasm_lite(code))
    assert n == n_cli, (n, n_cli)
    print(f"{len(code)} bytes, {n} instructions; gpuisa {exe}")

    # Loops in functions: their names are fast locals, as in any script's function.
    def lite_iter():
        for a, s, m, o in d.disasm_lite(code):
            pass

    def objects_iter_read():
        for i in d.disasm(code):
            i.mnemonic
            i.op_str

    # Per run: (user, system) seconds.
    rows = {"cli": [], "cli (base)": [], "lite iter": [], "lite list": [], "objects iter+read": [], "objects list": [], "objects list+read": []}
    base = os.environ.get("GPUISA_BIN_BASE")
    peak0 = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    per_object = None
    for run in range(a.runs):
        rows["cli"].append(cli_run(exe, tmp.name))
        if base:
            rows["cli (base)"].append(cli_run(base, tmp.name))
        rows["lite iter"].append(timed(lite_iter)[0])
        t, lite = timed(lambda: list(d.disasm_lite(code)))
        rows["lite list"].append(t)
        del lite
        gc.collect()
        rows["objects iter+read"].append(timed(objects_iter_read)[0])
        rss0 = rss_now()
        t, objs = timed(lambda: list(d.disasm(code)))
        rows["objects list"].append(t)
        if per_object is None:
            per_object = (rss_now() - rss0) / n
        if a.read:
            r, _ = timed(lambda: [(i.mnemonic, i.op_str) for i in objs])
            rows["objects list+read"].append((t[0] + r[0], t[1] + r[1]))
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
        print(f"{k:17} median {statistics.median(r) / 1e6:6.2f} M instr/CPU-s ({statistics.median(r) / cli:5.1%} of the CLI); "
              f"user time alone {statistics.median(ru) / 1e6:6.2f} ({statistics.median(ru) / cli_user:5.1%}); system {sys_share:4.0%}; runs: {runs}")
    print(f"objects: {per_object:.0f} bytes of resident memory per Instruction in a list; peak RSS {peak >> 10} MiB (before the runs {peak0 >> 10} MiB)")
    share = lambda k: statistics.median(rate(rows[k])) / cli
    for k, need in (("lite iter", 0.5), ("lite list", 0.5), ("objects iter+read", 0.25), ("objects list+read", 0.25)):
        if rows[k]:
            print(f"done-means 3: {k}: {share(k):.1%} of the command line, needs {need:.0%}: {'met' if share(k) >= need else 'NOT met'}")


def rss_now():
    # Resident set size now (Linux), in bytes.
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")


if __name__ == "__main__":
    main()

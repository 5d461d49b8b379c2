#!/usr/bin/env python3
"""20_asfermi_dyloader: kernel2 of asfermi branches/libasfermi/tests/dyloader/kernel2.cubin, the unlock kernel
of test5.cu (its source is kept there commented out: extern "C" __global__ void kernel2(int* lock)
{ atomicCAS(lock, 1, 0); }).  test5.cu sets *lock = 1 with cudaMemcpy and launches kernel2 on 1 x 1 x 1
blocks of 1 x 1 x 1 threads with the lock pointer; the CAS finds 1 and writes 0."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from caselib import dump_case, write  # noqa: E402

BUF = 0x100000                 # four words: guard, lock, guard, guard
LOCK = BUF + 4
GUARD = 0xDEADBEEF


def atomic_cas(mem, addr, compare, val):
    old = mem[addr]
    if old == compare:
        mem[addr] = val
    return old


def main():
    init = [GUARD, 1, GUARD, GUARD]          # int one = 1; cudaMemcpy(lock, &one, ...)
    mem = list(init)
    atomic_cas(mem, 1, 1, 0)                 # the one thread: atomicCAS(lock, 1, 0); the old value is dropped
    assert mem == [GUARD, 0, GUARD, GUARD]
    write(HERE, "buf.bin", init)
    write(HERE, "buf_expected.bin", mem)
    dump_case(HERE, {
        "cubin": "hyqneuron+asfermi__branches__libasfermi__tests__dyloader__kernel2__699b3ce3.cubin",
        "kernel": "kernel2", "grid": [1, 1, 1], "block": [1, 1, 1], "shared_dynamic": 0,
        "params": [hex(LOCK)],
        "globals": [{"file": "buf.bin", "addr": hex(BUF)}],
        "compare": [{"start": hex(BUF), "end": hex(BUF + 16), "expected": "buf_expected.bin", "mode": "exact", "tol": 0}],
        "max_steps": 200,
        "host_source": "hyqneuron/asfermi branches/libasfermi/tests/dyloader/test5.cu@2894cb2668869d89c757b28e10908800fad05ba2",
        "rule": "atomicCAS(lock, 1, 0) on *lock = 1: *lock becomes 0; the words either side unchanged",
    })


if __name__ == "__main__":
    main()

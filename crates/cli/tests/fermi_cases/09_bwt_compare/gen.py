#!/usr/bin/env python3
"""09_bwt_compare: mgpu_old bwt/src/kernels/bwt.cu CompareBWTKeys_3, which reads the string through a
texture (tex1Dfetch on string_texture, bound by mgpubwt.cpp to the string's bytes)."""
import os
import random
import struct
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from caselib import dump_case, write  # noqa: E402

STR, IDX, FLAGS = 0x100000, 0x200000, 0x300000
COUNT = 2048            # a multiple of the 512 threads a block: the compiled kernel checks no bound
KEY = 11                # gpuKeySize: three streams of four bytes, the last masked to three
STREAMS = 3
LAST_MASK = (0xFFFFFFFF << (8 * (4 - (3 & KEY)))) & 0xFFFFFFFF


def prmt(a, b, sel):
    """PTX prmt.b32, default mode: result byte j is byte (sel >> 4j) & 7 of b:a."""
    src = struct.pack("<II", a, b)
    return sum(src[(sel >> (4 * j)) & 7] << (8 * j) for j in range(4))


def main():
    rng = random.Random(20261127)
    text = bytes(rng.choice(b"aab") for _ in range(COUNT))
    # cuTexRefSetAddress(..., keys, count + 32): the texture covers count + 32 bytes, zero beyond the text.
    padded = text + bytes(32)
    tex = list(struct.unpack("<%dI" % (len(padded) // 4), padded))
    # The GPU radix sort leaves the suffixes ordered by their first KEY bytes (ties in any order: here stable).
    indices = sorted(range(COUNT), key=lambda i: padded[i:i + KEY])

    def streams(index):
        mask = 0x0123 + 0x1111 * (3 & index)
        w = index // 4
        low, out = tex[w], []
        for i in range(STREAMS):
            high = tex[w + i + 1]
            out.append(prmt(low, high, mask))
            low = high
        out[-1] &= LAST_MASK
        return out

    keys = [streams(i) for i in indices]
    flags = [0] + [int(keys[g] != keys[g - 1]) for g in range(1, COUNT)]
    words = [sum(flags[4 * k + j] << (8 * j) for j in range(4)) for k in range(COUNT // 4)]
    write(HERE, "string.bin", tex)
    write(HERE, "indices.bin", indices)
    write(HERE, "flags_expected.bin", words[1:])
    dump_case(HERE, {
        "cubin": "seanbaxter+mgpu_old__bwt__src__cubin__bwt__c388ab3d.cubin",
        "kernel": "CompareBWTKeys_3", "grid": [COUNT // 512, 1, 1], "block": [512, 1, 1], "shared_dynamic": 0,
        "params": [hex(IDX), str(COUNT), hex(LAST_MASK), hex(FLAGS)],
        "globals": [{"file": "string.bin", "addr": hex(STR)}, {"file": "indices.bin", "addr": hex(IDX)}],
        "textures": [{"index": 0, "addr": hex(STR), "count": len(tex), "channels": 1}],
        "compare": [{"start": hex(FLAGS + 4), "end": hex(FLAGS + COUNT), "expected": "flags_expected.bin", "mode": "exact", "tol": 0}],
        "max_steps": 100000,
        "host_source": "seanbaxter/mgpu_old bwt/src/mgpubwt/mgpubwt.cpp@70efdac1daa1e51d1968c0a006292fd843723eae",
        "rule": "headFlags[g] = 1 when the first 11 bytes of suffix indices[g] differ from those of indices[g-1]; bytes 0..3 (thread 0 of block 0 compares with shared memory nothing wrote) not compared",
    })


if __name__ == "__main__":
    main()

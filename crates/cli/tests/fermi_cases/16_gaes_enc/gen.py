#!/usr/bin/env python3
"""16_gaes_enc: gdev app/kgpu/services/gaes/libsrv_gaes gaes.cu aes_encrypt_bpt (one thread per 16-byte AES
block, T-tables in constant bank 2, round keys in global memory), launched as srv_gaes.c's gaes_ecb-enc
service does: in-place AES-ECB encryption of the request buffer with key_enc of the crypto_aes_ctx that
gaes_ecb.c appends after the page-rounded data."""
import os
import random
import struct
import sys

sys.dont_write_bytecode = True  # importing aes.py leaves no __pycache__ in the case folder

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
sys.path.insert(0, HERE)
from caselib import dump_case, write  # noqa: E402
import aes  # noqa: E402

PAGE = 4096
TEXT = 0x100000
SIZE = 16384                      # request outsize: 1,024 AES blocks
CTX = TEXT + -(-SIZE // PAGE) * PAGE  # gaes_ecb.c: udata = buf + roundup(sz, PAGE_SIZE)
KEY = bytes(range(16))            # FIPS-197 C.1 key: AES-128, nrounds = key_length/4 + 6 = 10
BPT_BYTES_PER_BLOCK = 4096        # srv_gaes.c gaes_ecb_compute_size_bpt
BLOCK = BPT_BYTES_PER_BLOCK // 16 if SIZE >= BPT_BYTES_PER_BLOCK else SIZE // 16
GRID = SIZE // BPT_BYTES_PER_BLOCK or 1


def words(b):
    return list(struct.unpack("<%dI" % (len(b) // 4), b))


def main():
    rng = random.Random(20240516)
    # block 0: the FIPS-197 C.1 plaintext (its ciphertext must be 69c4e0d8...); the rest seeded random bytes
    text = bytes.fromhex("00112233445566778899aabbccddeeff") + bytes(rng.randrange(256) for _ in range(SIZE - 16))
    w = aes.expand_key(KEY)
    cipher = b"".join(aes.encrypt_block(KEY, text[i:i + 16], w) for i in range(0, SIZE, 16))
    assert cipher[:16].hex() == "69c4e0d86a7b0430d8cdb78070b4c55a"
    ctx = aes.ctx_words(KEY)
    write(HERE, "text.bin", words(text))
    write(HERE, "ctx.bin", ctx)
    write(HERE, "text_expected.bin", words(cipher))
    dump_case(HERE, {
        "cubin": "shinpei0208+gdev__app__kgpu__services__gaes__libsrv_gaes__gaes__ea025f09.cubin",
        "kernel": "_Z15aes_encrypt_bptPjiPh", "grid": [GRID, 1, 1], "block": [BLOCK, 1, 1], "shared_dynamic": 0,
        # rk = sr->ddata (key_enc is the context's first member), nrounds, text = sr->dout
        "params": [hex(CTX), str(aes.nrounds(KEY)), hex(TEXT)],
        "globals": [{"file": "text.bin", "addr": hex(TEXT)}, {"file": "ctx.bin", "addr": hex(CTX)}],
        "compare": [
            {"start": hex(TEXT), "end": hex(TEXT + SIZE), "expected": "text_expected.bin", "mode": "exact", "tol": 0},
            {"start": hex(CTX), "end": hex(CTX + 4 * len(ctx)), "expected": "ctx.bin", "mode": "exact", "tol": 0}],
        "max_steps": 2000000,
        "host_source": "shinpei0208/gdev app/kgpu/services/gaes/libsrv_gaes/srv_gaes.c@f203386484e3411fc8d0bd791f92701438d38df2",
        "rule": "text[16i..16i+16) = AES-128-Encrypt(key 000102..0f, text[16i..16i+16)) in place (ECB, FIPS-197); the key context after the data unchanged",
    })


if __name__ == "__main__":
    main()

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

# the request layout and launch shape, shared with 17_gaes_dec (which imports this file)
PAGE = 4096
TEXT = 0x100000
BPT_BYTES_PER_BLOCK = 4096        # srv_gaes.c gaes_ecb_compute_size_bpt
KEY_ENC, KEY_DEC = 0, 4 * 60      # byte offsets of key_enc and key_dec in struct crypto_aes_ctx
CUBIN = "shinpei0208+gdev__app__kgpu__services__gaes__libsrv_gaes__gaes__ea025f09.cubin"
HOST = "shinpei0208/gdev app/kgpu/services/gaes/libsrv_gaes/srv_gaes.c@f203386484e3411fc8d0bd791f92701438d38df2"


def words(b):
    return list(struct.unpack("<%dI" % (len(b) // 4), b))


def request_text(seed, block0_hex, size):
    """The request buffer: block 0 a FIPS-197 test vector, the rest seeded random bytes."""
    rng = random.Random(seed)
    return bytes.fromhex(block0_hex) + bytes(rng.randrange(256) for _ in range(size - 16))


def ecb(crypt_block, key, text):
    """crypt_block (aes.encrypt_block or aes.decrypt_block) on each 16-byte block of text."""
    w = aes.expand_key(key)
    return b"".join(crypt_block(key, text[i:i + 16], w) for i in range(0, len(text), 16))


def build(here, kernel, key, rk_offset, text, expected, rule):
    """Files and case.json of one gaes_ecb bpt launch, in place on text; rk = the ctx's key_enc or key_dec."""
    size = len(text)
    ctx_addr = TEXT + -(-size // PAGE) * PAGE  # gaes_ecb.c: udata = buf + roundup(sz, PAGE_SIZE)
    block = BPT_BYTES_PER_BLOCK // 16 if size >= BPT_BYTES_PER_BLOCK else size // 16
    grid = size // BPT_BYTES_PER_BLOCK or 1
    ctx = aes.ctx_words(key)
    write(here, "text.bin", words(text))
    write(here, "ctx.bin", ctx)
    write(here, "text_expected.bin", words(expected))
    dump_case(here, {
        "cubin": CUBIN, "kernel": kernel, "grid": [grid, 1, 1], "block": [block, 1, 1], "shared_dynamic": 0,
        # rk = sr->ddata (+ the key's offset in the context), nrounds, text = sr->dout
        "params": [hex(ctx_addr + rk_offset), str(aes.nrounds(key)), hex(TEXT)],
        "globals": [{"file": "text.bin", "addr": hex(TEXT)}, {"file": "ctx.bin", "addr": hex(ctx_addr)}],
        "compare": [
            {"start": hex(TEXT), "end": hex(TEXT + size), "expected": "text_expected.bin", "mode": "exact", "tol": 0},
            {"start": hex(ctx_addr), "end": hex(ctx_addr + 4 * len(ctx)), "expected": "ctx.bin", "mode": "exact", "tol": 0}],
        "max_steps": 2000000,
        "host_source": HOST,
        "rule": rule,
    })


def main():
    key = bytes(range(16))        # FIPS-197 C.1 key: AES-128, nrounds = key_length/4 + 6 = 10
    # 16,384 bytes (1,024 AES blocks); block 0: the FIPS-197 C.1 plaintext (its ciphertext must be 69c4e0d8...)
    text = request_text(20240516, "00112233445566778899aabbccddeeff", 16384)
    cipher = ecb(aes.encrypt_block, key, text)
    assert cipher[:16].hex() == "69c4e0d86a7b0430d8cdb78070b4c55a"
    build(HERE, "_Z15aes_encrypt_bptPjiPh", key, KEY_ENC, text, cipher,
          "text[16i..16i+16) = AES-128-Encrypt(key 000102..0f, text[16i..16i+16)) in place (ECB, FIPS-197); the key context after the data unchanged")


if __name__ == "__main__":
    main()

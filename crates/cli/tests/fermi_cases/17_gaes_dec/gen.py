#!/usr/bin/env python3
"""17_gaes_dec: gdev app/kgpu/services/gaes/libsrv_gaes gaes.cu aes_decrypt_bpt (one thread per 16-byte AES
block, Td tables in constant bank 2, round keys in global memory), launched as srv_gaes.c's gaes_ecb-dec
service does: in-place AES-ECB decryption of the request buffer with key_dec (the equivalent inverse cipher
schedule) of the crypto_aes_ctx that gaes_ecb.c appends after the page-rounded data."""
import importlib.util
import os
import sys

sys.dont_write_bytecode = True  # importing 16's gen.py and aes.py leaves no __pycache__ in the case folders

HERE = os.path.dirname(os.path.abspath(__file__))
# same cubin, host and request layout as 16_gaes_enc: its gen.py has the layout, the case writer and aes.py
_spec = importlib.util.spec_from_file_location("gaes16", os.path.join(os.path.dirname(HERE), "16_gaes_enc", "gen.py"))
g16 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(g16)
aes = g16.aes  # 16_gaes_enc/aes.py: FIPS-197 AES, self-checked at import


def main():
    key = bytes(range(32))        # FIPS-197 C.3 key: AES-256, nrounds = key_length/4 + 6 = 14
    size = 12288                  # request outsize: 768 AES blocks
    # block 0: the FIPS-197 C.3 ciphertext (it must decrypt to 00112233...ff)
    text = g16.request_text(20240517, "8ea2b7ca516745bfeafc49904b496089", size)
    plain = g16.ecb(aes.decrypt_block, key, text)
    assert plain[:16].hex() == "00112233445566778899aabbccddeeff"
    # the GPU runs the equivalent inverse cipher on key_dec; spot-check that it agrees with InvCipher here
    for i in range(0, size, 16 * 97):
        assert aes.equivalent_decrypt_block(key, text[i:i + 16]) == plain[i:i + 16]
    # rk = dctx->key_dec
    g16.build(HERE, "_Z15aes_decrypt_bptPjiPh", key, g16.KEY_DEC, text, plain,
              "text[16i..16i+16) = AES-256-Decrypt(key 000102..1f, text[16i..16i+16)) in place (ECB, FIPS-197); the key context after the data unchanged")


if __name__ == "__main__":
    main()

"""AES (FIPS-197) written from the standard, for 16_gaes_enc and 17_gaes_dec, plus the key schedules in the
layout gdev's kgpu gaes service hands the GPU (Linux crypto_aes_ctx after cvt_endian_u32).  Standard library
only.  Self-checked against the FIPS-197 Appendix C vectors at import."""


def xtime(a):
    a <<= 1
    return (a ^ 0x11B) if a & 0x100 else a


def gmul(a, b):
    """Product in GF(2^8) modulo x^8 + x^4 + x^3 + x + 1 (FIPS-197 4.2)."""
    r = 0
    while b:
        if b & 1:
            r ^= a
        a = xtime(a)
        b >>= 1
    return r


def _sbox():
    inv = [0] * 256
    for a in range(1, 256):
        for b in range(1, 256):
            if gmul(a, b) == 1:
                inv[a] = b
                break
    box = []
    for a in range(256):
        b = inv[a]
        # affine transformation (FIPS-197 5.1.1): b_i ^ b_{i+4} ^ b_{i+5} ^ b_{i+6} ^ b_{i+7} ^ c_i, c = 0x63
        s = 0
        for i in range(8):
            bit = ((b >> i) ^ (b >> ((i + 4) % 8)) ^ (b >> ((i + 5) % 8)) ^ (b >> ((i + 6) % 8))
                   ^ (b >> ((i + 7) % 8)) ^ (0x63 >> i)) & 1
            s |= bit << i
        box.append(s)
    return box


SBOX = _sbox()
INV_SBOX = [0] * 256
for _i, _s in enumerate(SBOX):
    INV_SBOX[_s] = _i


def nrounds(key):
    return {16: 10, 24: 12, 32: 14}[len(key)]


def expand_key(key):
    """FIPS-197 5.2: the 4*(Nr+1) words w[i], each a list of 4 bytes."""
    nk, nr = len(key) // 4, nrounds(key)
    w = [list(key[4 * i:4 * i + 4]) for i in range(nk)]
    rcon = 1
    for i in range(nk, 4 * (nr + 1)):
        t = list(w[i - 1])
        if i % nk == 0:
            t = t[1:] + t[:1]
            t = [SBOX[b] for b in t]
            t[0] ^= rcon
            rcon = xtime(rcon)
        elif nk > 6 and i % nk == 4:
            t = [SBOX[b] for b in t]
        w.append([a ^ b for a, b in zip(w[i - nk], t)])
    return w


def _add_round_key(state, w, r):
    # state: 16 bytes in input order (column-major: byte 4c+r is row r of column c)
    for c in range(4):
        for j in range(4):
            state[4 * c + j] ^= w[4 * r + c][j]


def _shift_rows(s, inverse=False):
    out = [0] * 16
    for c in range(4):
        for r in range(4):
            src = (c + r) % 4 if not inverse else (c - r) % 4
            out[4 * c + r] = s[4 * src + r]
    return out


def _mix_columns(s, m):
    out = [0] * 16
    for c in range(4):
        col = s[4 * c:4 * c + 4]
        for r in range(4):
            out[4 * c + r] = (gmul(m[0], col[r]) ^ gmul(m[1], col[(r + 1) % 4])
                              ^ gmul(m[2], col[(r + 2) % 4]) ^ gmul(m[3], col[(r + 3) % 4]))
    return out


MIX = (2, 3, 1, 1)
INV_MIX = (14, 11, 13, 9)


def encrypt_block(key, block, w=None):
    """FIPS-197 5.1 Cipher."""
    nr = nrounds(key)
    w = w or expand_key(key)
    s = list(block)
    _add_round_key(s, w, 0)
    for r in range(1, nr + 1):
        s = [SBOX[b] for b in s]
        s = _shift_rows(s)
        if r != nr:
            s = _mix_columns(s, MIX)
        _add_round_key(s, w, r)
    return bytes(s)


def decrypt_block(key, block, w=None):
    """FIPS-197 5.3 InvCipher."""
    nr = nrounds(key)
    w = w or expand_key(key)
    s = list(block)
    _add_round_key(s, w, nr)
    for r in range(nr - 1, -1, -1):
        s = _shift_rows(s, inverse=True)
        s = [INV_SBOX[b] for b in s]
        _add_round_key(s, w, r)
        if r != 0:
            s = _mix_columns(s, INV_MIX)
    return bytes(s)


def equivalent_decrypt_block(key, block):
    """FIPS-197 5.3.5 Equivalent Inverse Cipher, driven by dec_schedule() (the schedule the GPU gets)."""
    nr = nrounds(key)
    dw = dec_schedule(key)               # dw[r] = 4 words, round r of the decryption schedule
    w = [list(word.to_bytes(4, "big")) for rnd in dw for word in rnd]
    s = list(block)
    _add_round_key(s, w, 0)
    for r in range(1, nr + 1):
        s = [INV_SBOX[b] for b in s]
        s = _shift_rows(s, inverse=True)
        if r != nr:
            s = _mix_columns(s, INV_MIX)
        _add_round_key(s, w, r)
    return bytes(s)


def be_word(b):
    return (b[0] << 24) | (b[1] << 16) | (b[2] << 8) | b[3]


def enc_schedule(key):
    """Round keys as 32-bit values, first key byte in bits 31..24 (what Linux's key_enc holds after
    gaes_ecb.c's cvt_endian_u32, i.e. OpenSSL's rd_key convention); grouped by round."""
    w = expand_key(key)
    return [[be_word(w[4 * r + c]) for c in range(4)] for r in range(nrounds(key) + 1)]


def inv_mix_word(word):
    col = list(word.to_bytes(4, "big"))
    m = _mix_columns(col + [0] * 12, INV_MIX)[:4]
    return be_word(m)


def dec_schedule(key):
    """Linux crypto_aes_expand_key's key_dec (then byte-swapped by cvt_endian_u32): round 0 = encryption
    round Nr, round r (0 < r < Nr) = InvMixColumns(encryption round Nr - r), round Nr = encryption round 0."""
    enc = enc_schedule(key)
    nr = nrounds(key)
    out = [enc[nr]]
    for r in range(1, nr):
        out.append([inv_mix_word(x) for x in enc[nr - r]])
    out.append(enc[0])
    return out


def ctx_words(key):
    """struct crypto_aes_ctx { u32 key_enc[60]; u32 key_dec[60]; u32 key_length; } as the GPU sees it
    (unused schedule words zero: the crypto tfm context is zero-allocated)."""
    enc = [x for r in enc_schedule(key) for x in r]
    dec = [x for r in dec_schedule(key) for x in r]
    return enc + [0] * (60 - len(enc)) + dec + [0] * (60 - len(dec)) + [len(key)]


def _self_check():
    pt = bytes.fromhex("00112233445566778899aabbccddeeff")
    vectors = [  # FIPS-197 Appendix C.1, C.2, C.3
        ("000102030405060708090a0b0c0d0e0f", "69c4e0d86a7b0430d8cdb78070b4c55a"),
        ("000102030405060708090a0b0c0d0e0f1011121314151617", "dda97ca4864cdfe06eaf70a0ec0d7191"),
        ("000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f",
         "8ea2b7ca516745bfeafc49904b496089"),
    ]
    assert SBOX[0x00] == 0x63 and SBOX[0x53] == 0xED and INV_SBOX[0x63] == 0x00
    # FIPS-197 Appendix A.1: last word of the AES-128 expansion of 2b7e1516...
    w = expand_key(bytes.fromhex("2b7e151628aed2a6abf7158809cf4f3c"))
    assert be_word(w[43]) == 0xB6630CA6
    for k, ct in vectors:
        key = bytes.fromhex(k)
        assert encrypt_block(key, pt).hex() == ct, k
        assert decrypt_block(key, bytes.fromhex(ct)) == pt, k
        assert equivalent_decrypt_block(key, bytes.fromhex(ct)) == pt, k


_self_check()

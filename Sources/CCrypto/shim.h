#ifndef CCRYPTO_SHIM_H
#define CCRYPTO_SHIM_H

// OpenSSL 3.0 libcrypto: EVP digests and KDFs, HMAC, RAND, CRYPTO_memcmp, the error queue;
// EVP public keys from their parameters and signature checks (passkeys), RSA's and the BN
// functions for the tests that make keys.
#include <openssl/bn.h>
#include <openssl/crypto.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/params.h>
#include <openssl/rand.h>
#include <openssl/rsa.h>

// EVP_PKEY_PUBLIC_KEY is a macro of macros, which Swift does not import.
static inline int ccrypto_public_key_selection(void) { return EVP_PKEY_PUBLIC_KEY; }

#endif

#ifndef CCRYPTO_SHIM_H
#define CCRYPTO_SHIM_H

// OpenSSL 3.0 libcrypto: EVP digests and KDFs, HMAC, RAND, CRYPTO_memcmp, the error queue.
#include <openssl/crypto.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/rand.h>

// Public keys from a sign-in provider's JWKS (RSA n/e, P-256 x/y) and their signatures.
#include <openssl/bn.h>
#include <openssl/core_names.h>
#include <openssl/ecdsa.h>
#include <openssl/param_build.h>
#include <openssl/rsa.h>

// EVP_PKEY_PUBLIC_KEY is a macro of macros, which Swift does not import.
static const int ccrypto_public_key_selection = EVP_PKEY_PUBLIC_KEY;

#endif

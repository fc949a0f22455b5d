#ifndef CCRYPTO_SHIM_H
#define CCRYPTO_SHIM_H

// OpenSSL 3.0 libcrypto: EVP digests and KDFs, HMAC, RAND, CRYPTO_memcmp, the error queue;
// EVP public keys from their parameters and signature checks (passkeys, a sign-in provider's
// JWKS: RSA n/e, P-256 x/y), RSA's and the BN functions for the tests that make keys.
#include <openssl/bn.h>
#include <openssl/core_names.h>
#include <openssl/crypto.h>
#include <openssl/ecdsa.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/param_build.h>
#include <openssl/params.h>
#include <openssl/rand.h>
#include <openssl/rsa.h>

// EVP_PKEY_PUBLIC_KEY is a macro of macros, which Swift does not import.
static inline int ccrypto_public_key_selection(void) { return EVP_PKEY_PUBLIC_KEY; }

// A parameter builder keeps the names it is given by reference until OSSL_PARAM_BLD_to_param:
// C literals live for the whole run, which the temporary C strings Swift passes do not.
static inline int ccrypto_push_rsa_public(OSSL_PARAM_BLD *builder, const BIGNUM *n, const BIGNUM *e) {
    return OSSL_PARAM_BLD_push_BN(builder, OSSL_PKEY_PARAM_RSA_N, n) == 1
        && OSSL_PARAM_BLD_push_BN(builder, OSSL_PKEY_PARAM_RSA_E, e) == 1;
}

static inline int ccrypto_push_p256_public(OSSL_PARAM_BLD *builder, const unsigned char *point, size_t length) {
    return OSSL_PARAM_BLD_push_utf8_string(builder, OSSL_PKEY_PARAM_GROUP_NAME, "prime256v1", 0) == 1
        && OSSL_PARAM_BLD_push_octet_string(builder, OSSL_PKEY_PARAM_PUB_KEY, point, length) == 1;
}

#endif

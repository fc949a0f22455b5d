#ifndef CCRYPTO_SHIM_H
#define CCRYPTO_SHIM_H

// OpenSSL 3.0 libcrypto: EVP digests and KDFs, HMAC, RAND, CRYPTO_memcmp, the error queue.
#include <openssl/crypto.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/rand.h>

#endif

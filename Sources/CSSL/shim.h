#ifndef CSSL_SHIM_H
#define CSSL_SHIM_H

// OpenSSL 3.0 libssl: the TLS client that fetches a sign-in provider's documents and keys.
#include <openssl/err.h>
#include <openssl/ssl.h>
#include <openssl/x509_vfy.h>

// Macros in ssl.h, which Swift cannot call: the same calls with their types fixed.
static inline int cssl_set_server_name(SSL *ssl, const char *name) {
    return (int)SSL_set_tlsext_host_name(ssl, name);
}

static inline int cssl_set_minimum_tls12(SSL_CTX *context) {
    return (int)SSL_CTX_set_min_proto_version(context, TLS1_2_VERSION);
}

#endif

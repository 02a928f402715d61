#include <openssl/ssl.h>
#include <openssl/err.h>
#include <openssl/x509.h>
#include <openssl/x509v3.h>
#include <netdb.h>
#include <poll.h>
#include <fcntl.h>

// Wrappers for what Swift cannot import from libssl (macros). Each is a one-line pass-through.

/// Sets the TLS server name indication (SSL_set_tlsext_host_name is a macro over SSL_ctrl).
static inline long ctls_set_server_name(SSL *ssl, const char *name) {
  return SSL_set_tlsext_host_name(ssl, name);
}

/// fcntl(F_GETFL) and fcntl(F_SETFL, flags): Swift cannot call the variadic fcntl.
static inline int ctls_get_flags(int fd) { return fcntl(fd, F_GETFL); }
static inline int ctls_set_flags(int fd, int flags) { return fcntl(fd, F_SETFL, flags); }

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/rand.h>

#include <openssl/bio.h>
#include <openssl/bn.h>
#include <openssl/ec.h>
#include <openssl/err.h>
#include <openssl/objects.h>
#include <openssl/pem.h>
#include <openssl/x509.h>
#include <openssl/x509v3.h>

// Wrappers for what Swift cannot import from libcrypto: macros, variadic functions and the
// type-safe STACK_OF helpers. Each is a one-line pass-through.

/// A new P-256 key pair (EVP_EC_gen is a macro over the variadic EVP_PKEY_Q_keygen).
static inline EVP_PKEY *ccrypto_generate_p256(void) {
  return EVP_PKEY_Q_keygen(NULL, NULL, "EC", "P-256");
}

/// The bytes of a memory BIO (BIO_get_mem_data is a macro); returns their count.
static inline long ccrypto_bio_contents(BIO *bio, const char **contents) {
  return BIO_get_mem_data(bio, contents);
}

/// Frees memory that OpenSSL allocated (OPENSSL_free is a macro).
static inline void ccrypto_free(void *pointer) { OPENSSL_free(pointer); }

/// The distinguished-name print flags of RFC 2253 (a macro of ORed flags).
static inline unsigned long ccrypto_name_flags_rfc2253(void) { return XN_FLAG_RFC2253; }

/// Adds a standard extension given in openssl.cnf syntax (e.g. "critical,CA:TRUE") to
/// `subject`, with `issuer` as the issuer (for the authority key identifier). Returns 1 on success.
static inline int ccrypto_add_extension(X509 *subject, X509 *issuer, int nid, const char *value) {
  X509V3_CTX context;
  X509V3_set_ctx_nodb(&context);
  X509V3_set_ctx(&context, issuer, subject, NULL, NULL, 0);
  X509_EXTENSION *extension = X509V3_EXT_conf_nid(NULL, &context, nid, value);
  if (extension == NULL) return 0;
  int added = X509_add_ext(subject, extension, -1);
  X509_EXTENSION_free(extension);
  return added;
}

/// A new empty stack of certificates that does not own them.
static inline STACK_OF(X509) *ccrypto_certificate_stack_new(void) { return sk_X509_new_null(); }

/// Appends `certificate` to `stack` (no reference is taken); returns the new count, 0 on failure.
static inline int ccrypto_certificate_stack_push(STACK_OF(X509) *stack, X509 *certificate) {
  return sk_X509_push(stack, certificate);
}

/// The number of certificates in `stack`.
static inline int ccrypto_certificate_stack_count(const STACK_OF(X509) *stack) { return sk_X509_num(stack); }

/// Frees `stack` itself, not the certificates in it.
static inline void ccrypto_certificate_stack_free(STACK_OF(X509) *stack) { sk_X509_free(stack); }

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
#include <openssl/core_names.h>
#include <openssl/param_build.h>

// Wrappers for what Swift cannot import from libcrypto: macros, variadic functions and the
// type-safe STACK_OF helpers. Each is a one-line pass-through, except the key-pair builder at the end.

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

/// The P-256 key pair of the 32-byte private `scalar` and the 65-byte uncompressed public `point`,
/// built straight from its numbers (EVP_PKEY_fromdata): OpenSSL's PKCS#8 decoder takes ~1 ms to set
/// itself up on first use. NULL when OpenSSL refuses them.
static inline EVP_PKEY *ccrypto_p256_key_pair(const unsigned char *scalar, const unsigned char *point) {
  EVP_PKEY *key = NULL;
  OSSL_PARAM_BLD *builder = OSSL_PARAM_BLD_new();
  BIGNUM *secret = BN_bin2bn(scalar, 32, NULL);
  OSSL_PARAM *params = NULL;
  EVP_PKEY_CTX *context = NULL;
  if (builder && secret
      && OSSL_PARAM_BLD_push_utf8_string(builder, OSSL_PKEY_PARAM_GROUP_NAME, "prime256v1", 0)
      && OSSL_PARAM_BLD_push_BN(builder, OSSL_PKEY_PARAM_PRIV_KEY, secret)
      && OSSL_PARAM_BLD_push_octet_string(builder, OSSL_PKEY_PARAM_PUB_KEY, point, 65)
      && (params = OSSL_PARAM_BLD_to_param(builder))
      && (context = EVP_PKEY_CTX_new_from_name(NULL, "EC", NULL))
      && EVP_PKEY_fromdata_init(context) == 1) {
    if (EVP_PKEY_fromdata(context, &key, EVP_PKEY_KEYPAIR, params) != 1) key = NULL;
  }
  EVP_PKEY_CTX_free(context);
  OSSL_PARAM_free(params);
  BN_clear_free(secret);
  OSSL_PARAM_BLD_free(builder);
  return key;
}

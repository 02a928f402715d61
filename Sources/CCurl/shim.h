// libcurl's declarations (Debian: libcurl4-openssl-dev), for a library that is loaded with dlopen
// on first use: nothing here links libcurl, so the interactive app never pays for loading it.
#include <curl/curl.h>
#include <dlfcn.h>

// curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot call. Each wrapper
// below calls the function found by dlsym (`function`) with one argument of a fixed type.

/// CURLOPT_POSTREDIR's "keep POST on 301, 302 and 303" (a macro expression Swift cannot import).
static const long ccurl_redirect_post_all = CURL_REDIR_POST_ALL;

typedef CURLcode (*ccurl_setopt_function)(CURL *, CURLoption, ...);
typedef CURLcode (*ccurl_getinfo_function)(CURL *, CURLINFO, ...);

/// curl_easy_setopt with a long argument.
static inline CURLcode ccurl_setopt_long(void *function, CURL *handle, CURLoption option, long value) {
  return ((ccurl_setopt_function)function)(handle, option, value);
}

/// curl_easy_setopt with a pointer argument (a string, a list, user data).
static inline CURLcode ccurl_setopt_pointer(void *function, CURL *handle, CURLoption option, const void *value) {
  return ((ccurl_setopt_function)function)(handle, option, value);
}

/// curl_easy_setopt with a curl_off_t argument.
static inline CURLcode ccurl_setopt_offset(void *function, CURL *handle, CURLoption option, curl_off_t value) {
  return ((ccurl_setopt_function)function)(handle, option, value);
}

/// curl_easy_setopt with a header or write callback.
static inline CURLcode ccurl_setopt_write_callback(
    void *function, CURL *handle, CURLoption option, curl_write_callback value) {
  return ((ccurl_setopt_function)function)(handle, option, value);
}

/// curl_easy_getinfo for a long result.
static inline CURLcode ccurl_getinfo_long(void *function, CURL *handle, CURLINFO info, long *value) {
  return ((ccurl_getinfo_function)function)(handle, info, value);
}

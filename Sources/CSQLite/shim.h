#include <sqlite3.h>

/// SQLITE_TRANSIENT does not import into Swift (it is a cast macro).
static inline sqlite3_destructor_type storefront_sqlite_transient(void) { return SQLITE_TRANSIENT; }

/// Small-footprint memory settings, before SQLite's first use: no up-front page-cache block and a
/// small lookaside per connection (the app's databases are small and each connection does little).
/// sqlite3_config is variadic, which Swift cannot call.
static inline int storefront_sqlite_small_memory(void) {
  int status = sqlite3_config(SQLITE_CONFIG_PAGECACHE, (void *)0, 0, 0);
  if (status != SQLITE_OK) return status;
  return sqlite3_config(SQLITE_CONFIG_LOOKASIDE, 256, 16);
}

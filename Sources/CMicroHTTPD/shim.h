// GNU libmicrohttpd (Debian: libmicrohttpd-dev), the embedded HTTP/1.1 server of `storefront serve`.
// MHD_start_daemon is variadic, which Swift cannot call: cmhd_start passes the options it needs.
#ifndef STOREFRONT_CMICROHTTPD_SHIM_H
#define STOREFRONT_CMICROHTTPD_SHIM_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <microhttpd.h>

/// Leaves the percent escapes of a URL or a query argument as they came: the server undoes them
/// itself (`PercentDecoding`), so that an escaped NUL reaches it instead of cutting the text short.
static inline size_t cmhd_keep_escapes(void *context, struct MHD_Connection *connection, char *text) {
  (void)context;
  (void)connection;
  return strlen(text);
}

/// Starts a daemon listening on `address` with its own polling thread and a pool of `threads`
/// threads (epoll where available), an inactivity timeout per connection, a cap on connections
/// and on each connection's memory (which bounds the request line and headers), and the ability to
/// stop accepting (MHD_quiesce_daemon) while requests in flight finish, suspending and resuming
/// connections (a long poll held without a thread); `notify` hears of every
/// connection opened and closed; percent escapes are left for the server (cmhd_keep_escapes).
static inline struct MHD_Daemon *cmhd_start(const struct sockaddr *address, int ipv6, unsigned int threads,
                                            unsigned int timeout_seconds, unsigned int connection_limit,
                                            size_t memory_limit, MHD_AccessHandlerCallback handler,
                                            MHD_RequestCompletedCallback completed,
                                            MHD_NotifyConnectionCallback notify, void *context) {
  return MHD_start_daemon(MHD_USE_AUTO | MHD_USE_INTERNAL_POLLING_THREAD | MHD_ALLOW_SUSPEND_RESUME | (ipv6 ? MHD_USE_IPv6 : 0), 0, NULL, NULL, handler,
                          context, MHD_OPTION_SOCK_ADDR, address, MHD_OPTION_THREAD_POOL_SIZE, threads,
                          MHD_OPTION_CONNECTION_TIMEOUT, timeout_seconds, MHD_OPTION_CONNECTION_LIMIT,
                          connection_limit, MHD_OPTION_CONNECTION_MEMORY_LIMIT, memory_limit,
                          MHD_OPTION_LISTEN_BACKLOG_SIZE, 1024u, MHD_OPTION_NOTIFY_COMPLETED, completed, context,
                          MHD_OPTION_NOTIFY_CONNECTION, notify, context, MHD_OPTION_UNESCAPE_CALLBACK,
                          cmhd_keep_escapes, NULL, MHD_OPTION_END);
}

/// The port the daemon listens on (useful when it was asked for port 0), or 0.
static inline uint16_t cmhd_port(struct MHD_Daemon *daemon) {
  const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
  return info == NULL ? 0 : info->port;
}

/// The socket of `connection`, or -1.
static inline int cmhd_connection_fd(struct MHD_Connection *connection) {
  const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
  return info == NULL ? -1 : info->connect_fd;
}

#endif

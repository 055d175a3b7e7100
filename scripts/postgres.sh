#!/usr/bin/env bash
# A private, throw-away PostgreSQL cluster on loopback for the tests.
#   scripts/postgres.sh start DIR PORT   → prints the connection URL
#   scripts/postgres.sh stop DIR
#   scripts/postgres.sh bindir           → prints the server's bin directory, or fails
set -euo pipefail

bindir() {
  local dir
  if command -v pg_config >/dev/null && [ -x "$(pg_config --bindir)/initdb" ]; then
    pg_config --bindir
    return
  fi
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  [ -n "$dir" ] && [ -x "$dir/initdb" ] && echo "$dir" && return
  return 1
}

# As root the server must run as the postgres user; otherwise as whoever runs the tests.
as_owner() {
  if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi
}

case "${1:-}" in
  bindir) bindir ;;
  start)
    dir=$2 port=$3 bin=$(bindir)
    rm -rf "$dir" && mkdir -p "$dir"
    [ "$(id -u)" = 0 ] && chown postgres:postgres "$dir"
    as_owner "'$bin/initdb' -D '$dir/data' -A trust -U postgres --no-sync >'$dir/initdb.log' 2>&1"
    as_owner "'$bin/pg_ctl' -D '$dir/data' -l '$dir/server.log' -w -o \"-c listen_addresses=127.0.0.1 -p $port -k '$dir' -c fsync=off -c max_connections=200\" start >/dev/null"
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    dir=$2 bin=$(bindir)
    as_owner "'$bin/pg_ctl' -D '$dir/data' -m fast -w stop >/dev/null" || true
    rm -rf "$dir"
    ;;
  *) echo "usage: $0 start DIR PORT | stop DIR | bindir" >&2; exit 2 ;;
esac

#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server for the database test suites.
#
#   eval "$(bash scripts/pg-test-server.sh)"      # start (or reuse), export TEST_DATABASE_URL
#   bash scripts/pg-test-server.sh stop          # stop it and delete its files
#
# Progress goes to stderr; the last line on stdout is the export. The server listens on
# 127.0.0.1:${PGTEST_PORT:-55432} only, with trust auth, its files in a temp directory;
# Debian's own cluster (port 5432, /var/lib/postgresql) is never touched.
set -euo pipefail

port="${PGTEST_PORT:-55432}"
database="dealer_test"
state_file="${TMPDIR:-/tmp}/pg-test-server-${port}.dir"
url="postgres://postgres@127.0.0.1:${port}/${database}"

say() { echo "pg-test-server: $*" >&2; }

find_bin_dir() {
  local dir
  dir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
  if [[ -n "$dir" && -x "$dir/initdb" && -x "$dir/pg_ctl" ]]; then echo "$dir"; fi
}

is_root() { [[ "$(id -u)" == "0" ]]; }

# initdb and postgres refuse to run as root: run them as the postgres user then.
as_server_user() {
  if is_root; then runuser -u postgres -- "$@"; else "$@"; fi
}

bin_dir="$(find_bin_dir)"

if [[ "${1:-}" == "stop" ]]; then
  if [[ -f "$state_file" ]]; then
    base_dir="$(cat "$state_file")"
    if [[ -n "$bin_dir" && -d "$base_dir/data" ]]; then
      as_server_user "$bin_dir/pg_ctl" -D "$base_dir/data" -m fast -w stop >&2 || true
    fi
    rm -rf "$base_dir" "$state_file"
    say "stopped the server on port $port"
  else
    say "no server started by this script on port $port"
  fi
  exit 0
fi

if [[ -z "$bin_dir" ]]; then
  if ! is_root; then
    echo "pg-test-server: PostgreSQL is not installed; run 'sudo apt-get install -y postgresql' and try again" >&2
    exit 1
  fi
  say "installing PostgreSQL (apt-get)"
  # The package would create and start its own cluster on 5432; tests need none of it.
  mkdir -p /etc/postgresql-common/createcluster.d
  echo "create_main_cluster = false" > /etc/postgresql-common/createcluster.d/00-no-main-cluster.conf
  export DEBIAN_FRONTEND=noninteractive
  apt-get update >&2
  apt-get install -y --no-install-recommends postgresql >&2
  bin_dir="$(find_bin_dir)"
  if [[ -z "$bin_dir" ]]; then
    say "PostgreSQL binaries still missing under /usr/lib/postgresql/*/bin after install"
    exit 1
  fi
fi

psql_admin() {
  "$bin_dir/psql" -X -q -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$port" -U postgres -d postgres "$@"
}

ensure_database() {
  if [[ "$(psql_admin -tAc "select 1 from pg_database where datname = '$database'")" != "1" ]]; then
    psql_admin -c "create database $database" >&2
    say "created database $database"
  fi
}

if "$bin_dir/pg_isready" -q -h 127.0.0.1 -p "$port"; then
  say "a server is already answering on 127.0.0.1:$port; reusing it"
  ensure_database
  echo "export TEST_DATABASE_URL=$url"
  exit 0
fi

base_dir="$(mktemp -d "${TMPDIR:-/tmp}/pg-test-server.XXXXXX")"
if is_root; then chown postgres: "$base_dir"; fi
chmod 700 "$base_dir"
echo "$base_dir" > "$state_file"

say "initdb in $base_dir/data ($("$bin_dir/postgres" --version))"
as_server_user "$bin_dir/initdb" -D "$base_dir/data" -U postgres --auth=trust \
  --encoding=UTF8 --locale=C --no-sync >"$base_dir/initdb.log" 2>&1 || {
  cat "$base_dir/initdb.log" >&2
  exit 1
}

# Durability is not wanted from a throwaway server; speed is.
say "starting on 127.0.0.1:$port"
as_server_user "$bin_dir/pg_ctl" -D "$base_dir/data" -l "$base_dir/server.log" -w -t 60 \
  -o "-p $port -c listen_addresses=127.0.0.1 -c unix_socket_directories=$base_dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start >&2 || {
  cat "$base_dir/server.log" >&2
  exit 1
}

for _ in $(seq 1 60); do
  if "$bin_dir/pg_isready" -q -h 127.0.0.1 -p "$port"; then break; fi
  sleep 0.5
done
if ! "$bin_dir/pg_isready" -q -h 127.0.0.1 -p "$port"; then
  say "server did not become ready; log follows"
  cat "$base_dir/server.log" >&2
  exit 1
fi

ensure_database
say "ready; stop it with: bash scripts/pg-test-server.sh stop"
echo "export TEST_DATABASE_URL=$url"

#!/bin/sh
# Builds tools/peers-oracle offline from a cargo vendor directory.
#   VENDOR  directory source holding oxiri, iri-string, fluent-uri and their dependencies
#           (default: ../shared/peers/vendor relative to the repository root, or
#           ../../shared/peers/vendor for a worktree one level deeper)
# Without VENDOR set to "registry", the build never touches the network. With VENDOR=registry
# it is an ordinary `cargo build --release` against crates.io.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
if [ -z "${VENDOR:-}" ]; then
	VENDOR=$root/../shared/peers/vendor
	[ -d "$VENDOR" ] || VENDOR=$root/../../shared/peers/vendor
fi
cd "$here"
if [ "$VENDOR" = registry ]; then
	exec cargo build --release
fi
VENDOR=$(cd "$VENDOR" && pwd)
exec cargo build --release --offline \
	--config 'source.crates-io.replace-with="vendored-sources"' \
	--config "source.vendored-sources.directory=\"$VENDOR\""

#!/usr/bin/env bash
# make test: go test in each module given, every one to the end even when
# an earlier one fails, each with an explicit timeout, then a summary (one
# line per step with its duration) and exit 1 if any step failed.
#
# In the root module ("."), the conformance tests against the real SDKs
# (analyzers/internal/conformance) are a step of their own: on a cold
# cache they compile every SDK the analyzers know, the longest step of a
# first run, and alone they do not compete with the other packages for
# the CPU.
#
# usage: scripts/test.sh MODULE_DIR...   (GO, TEST_TIMEOUT from the environment)
set -u
GO=${GO:-go}
TIMEOUT=${TEST_TIMEOUT:-30m}
CONFORMANCE=./analyzers/internal/conformance

summary=()
failed=0

# step DIR LABEL ARGS...: go test ARGS in DIR, recorded under LABEL.
step() {
	local dir=$1 label=$2
	shift 2
	echo "== go test $label"
	local start=$SECONDS status=ok
	if ! (cd "$dir" && $GO test -timeout "$TIMEOUT" "$@"); then
		status=FAIL
		failed=1
	fi
	summary+=("$(printf '%-4s  %-48s %5ds' "$status" "$label" $((SECONDS - start)))")
}

for m in "$@"; do
	if [ "$m" = . ] && [ -d "$CONFORMANCE" ]; then
		# shellcheck disable=SC2046 # one word per package
		step . ". (all but $CONFORMANCE)" $($GO list ./... | grep -v "/${CONFORMANCE#./}\$")
		step . "$CONFORMANCE (the real SDKs)" "$CONFORMANCE"
	else
		step "$m" "$m" ./...
	fi
done

echo "== summary: go test -timeout $TIMEOUT per step"
printf '%s\n' "${summary[@]}"
if [ "$failed" != 0 ]; then
	echo "make test: FAIL (see the steps marked FAIL above)"
	exit 1
fi
echo "make test: ok"

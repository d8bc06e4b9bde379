# llmerrlint. Every target works on a fresh machine with Go 1.26.
GO      ?= go
# Every module of the repository except test fixtures under testdata/.
MODULES := $(sort $(patsubst ./%,%,$(dir $(shell find . -name go.mod -not -path '*/testdata/*' -not -path './.cache/*'))))

.PHONY: demo test ci bench fmt fmt-check vet tidy-check build

## demo: build the linter and run it on the bundled example module
demo:
	cd examples && $(GO) run ./classify

## build: build bin/llmerrlint
build:
	$(GO) build -o bin/llmerrlint ./cmd/llmerrlint

## test: run the tests of every module
test:
	@set -e; for m in $(MODULES); do echo "== go test $$m"; (cd $$m && $(GO) test ./...); done

## bench: run the benchmarks of every module
bench:
	@set -e; for m in $(MODULES); do (cd $$m && $(GO) test -run '^$$' -bench . -benchmem ./...); done

## fmt: gofmt every Go file
fmt:
	gofmt -w $$(git ls-files '*.go' | grep -v /testdata/)

fmt-check:
	@out=$$(gofmt -l $$(git ls-files '*.go' | grep -v /testdata/)); if [ -n "$$out" ]; then echo "gofmt needed:"; echo "$$out"; exit 1; fi

vet:
	@set -e; for m in $(MODULES); do echo "== go vet $$m"; (cd $$m && $(GO) vet ./...); done

tidy-check:
	@set -e; for m in $(MODULES); do (cd $$m && $(GO) mod tidy && git diff --exit-code -- go.mod go.sum); done

## ci: everything CI runs
ci: fmt-check vet tidy-check test

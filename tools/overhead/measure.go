package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"slices"
	"syscall"
	"time"
)

// sample is the cost of one run of a command.
type sample struct {
	wall, cpu time.Duration
	rssKB     int64
}

// invocation is a command to time: argv, directory and environment.
type invocation struct {
	dir  string
	env  []string
	argv []string
}

// run times inv. The CPU time and peak memory are those of the process
// and every process it waited for (go list, the compiler), as wait4
// reports them. An exit status in okStatus is success: the linter exits
// 3 when it reports.
func run(inv invocation, okStatus ...int) (sample, error) {
	cmd := exec.Command(inv.argv[0], inv.argv[1:]...)
	cmd.Dir = inv.dir
	cmd.Env = append(os.Environ(), inv.env...)
	var stderr bytes.Buffer
	cmd.Stdout = nil
	cmd.Stderr = &stderr
	start := time.Now()
	err := cmd.Run()
	wall := time.Since(start)
	if cmd.ProcessState == nil {
		return sample{}, err
	}
	code := cmd.ProcessState.ExitCode()
	if err != nil && !slices.Contains(okStatus, code) {
		return sample{}, fmt.Errorf("%v in %s: %v\n%s", inv.argv, inv.dir, err, tail(stderr.Bytes(), 2000))
	}
	s := sample{wall: wall, cpu: cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()}
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		s.rssKB = ru.Maxrss
	}
	return s, nil
}

func tail(b []byte, n int) []byte {
	if len(b) > n {
		return b[len(b)-n:]
	}
	return b
}

// ratios holds, for each metric, the ratio of llmerrlint to the null
// driver of each interleaved pair of runs.
type ratios struct {
	null, lint     []sample
	wall, cpu, rss []float64
}

func (r *ratios) add(null, lint sample) {
	r.null = append(r.null, null)
	r.lint = append(r.lint, lint)
	r.wall = append(r.wall, lint.wall.Seconds()/null.wall.Seconds())
	r.cpu = append(r.cpu, lint.cpu.Seconds()/null.cpu.Seconds())
	r.rss = append(r.rss, float64(lint.rssKB)/float64(null.rssKB))
}

func median[T int64 | float64 | time.Duration](xs []T) T {
	s := slices.Clone(xs)
	slices.Sort(s)
	if len(s) == 0 {
		return 0
	}
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

func field[T any](ss []sample, f func(sample) T) []T {
	out := make([]T, len(ss))
	for i, s := range ss {
		out[i] = f(s)
	}
	return out
}

// quartiles returns the first and third quartiles of xs (the middle half
// of the paired ratios lies between them): on a shared machine one pair
// can move by a tenth, and the spread says how far to trust a median.
func quartiles(xs []float64) (float64, float64) {
	s := slices.Clone(xs)
	slices.Sort(s)
	if len(s) == 0 {
		return 0, 0
	}
	return median(s[:(len(s)+1)/2]), median(s[len(s)/2:])
}

// row formats one line of the table: medians of each driver, then the
// median of the paired ratios, with the quartiles of the CPU ratios.
func (r *ratios) row(name string) string {
	wall := func(s sample) time.Duration { return s.wall }
	cpu := func(s sample) time.Duration { return s.cpu }
	rss := func(s sample) int64 { return s.rssKB }
	q1, q3 := quartiles(r.cpu)
	return fmt.Sprintf("| %s | %d | %s / %s | **%.3f×** | %s / %s | **%.3f×** (%.2f–%.2f) | %d / %d MB | **%.3f×** |",
		name, len(r.wall),
		median(field(r.null, wall)).Round(10*time.Millisecond), median(field(r.lint, wall)).Round(10*time.Millisecond), median(r.wall),
		median(field(r.null, cpu)).Round(10*time.Millisecond), median(field(r.lint, cpu)).Round(10*time.Millisecond), median(r.cpu), q1, q3,
		median(field(r.null, rss))/1024, median(field(r.lint, rss))/1024, median(r.rss))
}

const tableHeader = "| target | runs | wall null / llmerrlint | wall ratio | CPU null / llmerrlint | CPU ratio (quartiles) | peak RSS null / llmerrlint | RSS ratio |\n| --- | --- | --- | --- | --- | --- | --- | --- |"

// interleave runs null and lint alternately, n pairs after one warm-up
// run of each, swapping which goes first every pair so that neither
// always runs on the cache or the load the other left.
func interleave(n int, null, lint func() (sample, error)) (*ratios, error) {
	if _, err := null(); err != nil {
		return nil, err
	}
	if _, err := lint(); err != nil {
		return nil, err
	}
	r := &ratios{}
	for i := range n {
		var a, b sample
		var err error
		if i%2 == 0 {
			if a, err = null(); err == nil {
				b, err = lint()
			}
		} else {
			if b, err = lint(); err == nil {
				a, err = null()
			}
		}
		if err != nil {
			return nil, err
		}
		r.add(a, b)
		fmt.Fprintf(os.Stderr, "  pair %d: wall %.3f× cpu %.3f× rss %.3f×\n", i+1, r.wall[i], r.cpu[i], r.rss[i])
	}
	return r, nil
}

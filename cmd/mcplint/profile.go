package main

import (
	"fmt"
	"os"
	"runtime"
	"runtime/pprof"
)

// startProfiles starts the profiles o asks for (-cpuprofile, -memprofile)
// and returns the function that writes them. The standalone driver
// profiles itself, so that a profile shows the run users get (dependencies
// from export data), not the standard driver's, which loads every
// dependency from source.
func startProfiles(o *options) (stop func() error, err error) {
	var cpu *os.File
	if o.cpuProf != "" {
		if cpu, err = os.Create(o.cpuProf); err != nil {
			return nil, fmt.Errorf("-cpuprofile: %v", err)
		}
		if err := pprof.StartCPUProfile(cpu); err != nil {
			cpu.Close()
			return nil, fmt.Errorf("-cpuprofile: %v", err)
		}
	}
	return func() error {
		if cpu != nil {
			pprof.StopCPUProfile()
			if err := cpu.Close(); err != nil {
				return fmt.Errorf("-cpuprofile: %v", err)
			}
		}
		if o.memProf == "" {
			return nil
		}
		f, err := os.Create(o.memProf)
		if err != nil {
			return fmt.Errorf("-memprofile: %v", err)
		}
		runtime.GC() // the heap as it stands after the analysis
		if err := pprof.WriteHeapProfile(f); err != nil {
			f.Close()
			return fmt.Errorf("-memprofile: %v", err)
		}
		return f.Close()
	}, nil
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SpinnerCLI
// Linked for its zeroed memalign, which libx264 finds here (see Package.swift).
import CX264Heap

exit(SpinnerCommandLine.main(Array(CommandLine.arguments.dropFirst())))

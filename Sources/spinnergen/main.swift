#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SpinnerCLI

exit(SpinnerCommandLine.main(Array(CommandLine.arguments.dropFirst())))

import Foundation
import SpinnerCLI

exit(SpinnerCommandLine.main(Array(CommandLine.arguments.dropFirst())))

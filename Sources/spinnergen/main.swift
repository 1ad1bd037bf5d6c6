import SpinnerCLI

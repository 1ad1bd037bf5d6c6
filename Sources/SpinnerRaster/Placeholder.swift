// Placeholder until this module lands; replaced by its real files.
import SpinnerCore

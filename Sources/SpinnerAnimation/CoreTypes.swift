import SpinnerCore

// Foundation also declares an `AffineTransform`; inside this module the name means ours.
typealias AffineTransform = SpinnerCore.AffineTransform

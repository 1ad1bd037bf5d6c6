// What `import UIKit` brings with it: Foundation (CGFloat, CGPoint, CGRect, NSNumber, ...) and
// QuartzCore's and Core Graphics' names (CALayer, CABasicAnimation, CGPath, CGColor, ...), so iOS
// spinner code that imports only UIKit needs only that import changed.
@_exported import Foundation
@_exported import SpinnerQuartz

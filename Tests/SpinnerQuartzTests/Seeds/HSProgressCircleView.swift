// HSCircleView and HSProgressCircleView ("可附带图片的圆形进度条", 2015), translated line by line
// from Objective-C into Swift with only the API names they call; only the imports differ from
// what compiles for iOS. `+layerClass` makes the ring the view's backing layer, so progress
// updates are not animated.
#if canImport(UIKit)
import UIKit
#else
import SpinnerUIKit
#endif

class HSCircleView: UIView {
    private var _borderWidth: CGFloat = 2
    private var _lineWidth: CGFloat = 2
    var borderColor = UIColor(red: 5 / 255.0, green: 204 / 255.0, blue: 197 / 255.0, alpha: 1)
    var strokeColor = UIColor(red: 5 / 255.0, green: 204 / 255.0, blue: 197 / 255.0, alpha: 1)

    override class var layerClass: AnyClass { CAShapeLayer.self }

    var shapeLayer: CAShapeLayer { layer as! CAShapeLayer }

    var borderWidth: CGFloat {
        get { _borderWidth }
        set {
            _borderWidth = newValue
            self.shapeLayer.borderWidth = newValue
            self.setNeedsLayout()
        }
    }

    var lineWidth: CGFloat {
        get { _lineWidth }
        set {
            _lineWidth = newValue
            self.shapeLayer.lineWidth = newValue
            self.setNeedsLayout()
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        self.initializeView()
    }

    func initializeView() {
        // The layer's border
        let radiusWidth = self.frame.size.width / 2.0
        self.shapeLayer.cornerRadius = radiusWidth
        self.shapeLayer.masksToBounds = true
        self.shapeLayer.fillColor = UIColor.clear.cgColor
        self.shapeLayer.borderWidth = _borderWidth
        self.shapeLayer.borderColor = borderColor.cgColor

        let TWO_M_PI = 2.0 * Double.pi
        let startAngle = -0.25 * TWO_M_PI
        let endAngle = startAngle + TWO_M_PI
        // The layer's path
        let arcRadius = self.frame.size.width / 2.0 - _borderWidth - _lineWidth / 2.0
        let circlePath = UIBezierPath(arcCenter: CGPoint(x: radiusWidth, y: radiusWidth), radius: arcRadius,
                                      startAngle: CGFloat(startAngle), endAngle: CGFloat(endAngle), clockwise: true)
        self.shapeLayer.path = circlePath.cgPath
        self.shapeLayer.strokeColor = strokeColor.cgColor
        self.shapeLayer.lineWidth = _lineWidth
        self.shapeLayer.strokeStart = 0.0
    }

    func updateProgress(_ progress: CGFloat) {
        self.shapeLayer.strokeEnd = min(max(progress, 0), 1)
    }
}

class HSProgressCircleView: UIView {
    var circleView: HSCircleView!
    private var _centralView: UIView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        self.initializeView()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func initializeView() {
        let circleView = HSCircleView(frame: self.bounds)
        self.circleView = circleView
        self.addSubview(circleView)
    }

    var borderWidth: CGFloat {
        get { circleView.borderWidth }
        set { circleView.borderWidth = newValue }
    }

    var lineWidth: CGFloat {
        get { circleView.lineWidth }
        set { circleView.lineWidth = newValue }
    }

    var borderColor: UIColor {
        get { circleView.borderColor }
        set { circleView.borderColor = newValue }
    }

    var centralView: UIView? {
        get { _centralView }
        set {
            if _centralView !== newValue {
                _centralView?.removeFromSuperview()
                _centralView = newValue
                if let newValue { self.addSubview(newValue) }
            }
        }
    }

    func setProgress(_ progress: CGFloat) {
        self.circleView.updateProgress(progress)
    }

    override func layoutSubviews() {
        self.circleView.frame = self.bounds
    }
}

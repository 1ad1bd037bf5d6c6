import SpinnerCore
import SpinnerLottie
import Testing

/// A layer transform split into turn, scale, turn makes the same matrix again, shear included.
@Suite struct LottieLinearSplitTests {
    static let transforms: [SpinnerCore.AffineTransform] = [
        SpinnerCore.AffineTransform(a: 1, b: 0.3, c: 0.6, d: 1.2, tx: 0, ty: 0),     // shear
        SpinnerCore.AffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0),         // skew in x alone
        SpinnerCore.AffineTransform(a: -1, b: 0.2, c: 0.1, d: 2, tx: 0, ty: 0),      // mirroring
        SpinnerCore.AffineTransform(a: 0, b: 0, c: 0.7, d: -0.4, tx: 0, ty: 0),      // first row zero
        SpinnerCore.AffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0),           // nothing
        SpinnerCore.AffineTransform(scaleX: 2, y: 0.5).concatenating(SpinnerCore.AffineTransform(rotationAngle: 2.5)),
        SpinnerCore.AffineTransform(rotationAngle: -3),
    ]

    @Test(arguments: transforms)
    func recomposesTheMatrix(_ t: SpinnerCore.AffineTransform) {
        let r = LottieLinearSplit(t).recomposed
        for (x, y) in [(r.a, t.a), (r.b, t.b), (r.c, t.c), (r.d, t.d)] { #expect(abs(x - y) < 1e-9, "\(r) vs \(t)") }
    }

    @Test func onlyAShearNeedsTheSplit() {
        #expect(LottieLinearSplit.shears(Self.transforms[0]))
        #expect(LottieLinearSplit.shears(Self.transforms[1]))
        #expect(LottieLinearSplit.shears(Self.transforms[3]))
        #expect(!LottieLinearSplit.shears(Self.transforms[4]))
        #expect(!LottieLinearSplit.shears(Self.transforms[5]))
        #expect(!LottieLinearSplit.shears(Self.transforms[6]))
    }
}

extension SpinnerCore.AffineTransform: CustomTestStringConvertible {
    public var testDescription: String { "[\(a), \(b), \(c), \(d)]" }
}

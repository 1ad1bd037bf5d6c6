import Testing
import SpinnerAnimation
@testable import SpinnerLottieImport

/// Values at a frame as the keyframe animations play them: one curve for every dimension,
/// holds, ends.
struct LottieSamplingTests {
    static let keys: LottieProperty<[Double]> = .animated([
        LottieKeyframe(time: 10, value: [0, 0], easeOut: LottieEasingHandle(x: [0, 0.42], y: [0, 0]),
                       easeIn: LottieEasingHandle(x: [1, 0.58], y: [1, 1])),
        LottieKeyframe(time: 20, value: [100, 100], hold: true),
        LottieKeyframe(time: 30, value: [0, 50]),
    ])

    @Test func everyDimensionEasesByTheFirstsCurve() {
        let v = LottieSampling.value(Self.keys, at: 12.5)
        // x's handles are linear, and y eases by them too (as lottie-ios reads the file and Core
        // Animation plays it), not by its own ease-in-out (0.42, 0, 0.58, 1), which would give 12.08.
        #expect(v[0] == 25)
        #expect(abs(v[1] - 25) < 1e-9)
    }

    @Test func holdsAndEndsKeepTheirValue() {
        #expect(LottieSampling.value(Self.keys, at: 0) == [0, 0])
        #expect(LottieSampling.value(Self.keys, at: 29.9) == [100, 100])
        #expect(LottieSampling.value(Self.keys, at: 40) == [0, 50])
        #expect(LottieSampling.span(Self.keys) == 10...30)
    }
}

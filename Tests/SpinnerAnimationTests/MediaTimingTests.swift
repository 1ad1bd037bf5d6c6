import Testing
@testable import SpinnerAnimation

/// Each case: a timing and a table of (parent time → expected basic local time, or nil for inactive).
@Suite struct MediaTimingTests {
    static func timing(_ configure: (inout MediaTiming) -> Void) -> MediaTiming {
        var t = MediaTiming()
        configure(&t)
        return t
    }

    static func check(_ timing: MediaTiming, _ table: [(Double, Double?)],
                      sourceLocation: SourceLocation = #_sourceLocation) {
        for (parent, expected) in table {
            let got = timing.localTime(forParentTime: parent)
            #expect(close(got, expected), "t=\(parent): got \(String(describing: got)), want \(String(describing: expected))",
                    sourceLocation: sourceLocation)
        }
    }

    @Test func plainOneSecond() {
        Self.check(Self.timing { $0.duration = 1 }, [
            (-0.5, nil), (-1e-9, nil), (0, 0), (0.5, 0.5), (0.999, 0.999), (1.0, nil), (2, nil),
        ])
    }

    @Test func zeroDurationMeansAQuarterSecond() {
        let t = MediaTiming()
        #expect(t.effectiveDuration == 0.25)
        #expect(t.activeDuration == 0.25)
        Self.check(t, [(0.1, 0.1), (0.249, 0.249), (0.25, nil)])
        Self.check(Self.timing { $0.fillMode = .forwards }, [(0.3, 0.25)])
        #expect(Self.timing { $0.duration = -1 }.effectiveDuration == 0.25)
        #expect(Self.timing { $0.duration = .nan }.effectiveDuration == 0.25)
    }

    @Test func beginTime() {
        Self.check(Self.timing { $0.duration = 1; $0.beginTime = 2 }, [
            (0, nil), (1.9, nil), (2, 0), (2.5, 0.5), (2.75, 0.75), (3, nil),
        ])
    }

    @Test func speedTwo() {
        Self.check(Self.timing { $0.duration = 1; $0.speed = 2 }, [
            (0, 0), (0.25, 0.5), (0.49, 0.98), (0.5, nil),
        ])
        // Begin time is in the parent's time, so it is not scaled.
        Self.check(Self.timing { $0.duration = 1; $0.speed = 2; $0.beginTime = 1 }, [
            (0.9, nil), (1.25, 0.5), (1.5, nil),
        ])
    }

    @Test func speedHalf() {
        Self.check(Self.timing { $0.duration = 1; $0.speed = 0.5 }, [
            (0.5, 0.25), (1, 0.5), (1.9, 0.95), (2, nil),
        ])
    }

    @Test func speedZeroFreezesAtTimeOffset() {
        Self.check(Self.timing { $0.duration = 1; $0.speed = 0; $0.timeOffset = 0.3 }, [
            (-5, 0.3), (0, 0.3), (100, 0.3), (.infinity, 0.3), (-.infinity, 0.3),
        ])
        Self.check(Self.timing { $0.duration = 1; $0.speed = 0 }, [(0, 0), (42, 0)])
        // Frozen outside the active interval: nothing, unless filled.
        Self.check(Self.timing { $0.duration = 1; $0.speed = 0; $0.timeOffset = 2 }, [(0, nil), (9, nil)])
        Self.check(Self.timing { $0.duration = 1; $0.speed = 0; $0.timeOffset = 2; $0.fillMode = .forwards },
                   [(0, 1), (9, 1)])
    }

    @Test func timeOffset() {
        Self.check(Self.timing { $0.duration = 1; $0.timeOffset = 0.25 }, [
            (-0.3, nil), (-0.25, 0), (0, 0.25), (0.7, 0.95), (0.75, nil),
        ])
    }

    @Test func negativeSpeedPlaysBackwards() {
        Self.check(Self.timing { $0.duration = 1; $0.speed = -1; $0.timeOffset = 1 }, [
            (0, nil), (0.25, 0.75), (0.9, 0.1), (1, 0), (1.1, nil),
        ])
        // Fill sides are in local time: "after the end" is before parent time 0 here.
        Self.check(Self.timing { $0.duration = 1; $0.speed = -1; $0.timeOffset = 1; $0.fillMode = .both }, [
            (-1, 1), (0, 1), (0.5, 0.5), (2, 0),
        ])
    }

    @Test func fractionalRepeatCount() {
        let t = Self.timing { $0.duration = 1; $0.repeatCount = 2.5 }
        #expect(t.activeDuration == 2.5)
        Self.check(t, [(0.5, 0.5), (1.0, 0), (1.25, 0.25), (2.4, 0.4), (2.5, nil)])
        // Forwards fill holds the value where the last, partial iteration stopped.
        Self.check(Self.timing { $0.duration = 1; $0.repeatCount = 2.5; $0.fillMode = .forwards },
                   [(2.5, 0.5), (10, 0.5)])
        #expect(t.resolvedTime(forParentTime: 2.25) == LocalTime(basicTime: 0.25, iteration: 2))
    }

    @Test func integerRepeatCountFillsWithTheEndOfTheLastIteration() {
        let t = Self.timing { $0.duration = 1; $0.repeatCount = 3; $0.fillMode = .forwards }
        Self.check(t, [(2.999, 0.999), (3, 1), (4, 1)])
        #expect(t.resolvedTime(forParentTime: 3) == LocalTime(basicTime: 1, iteration: 2))
        // repeatCount below 1 still plays once.
        Self.check(Self.timing { $0.duration = 1; $0.repeatCount = 0.5 }, [(0.75, 0.75), (1, nil)])
    }

    @Test func infiniteRepeatCount() {
        let t = Self.timing { $0.duration = 2; $0.repeatCount = .infinity; $0.fillMode = .forwards }
        #expect(t.activeDuration == .infinity)
        Self.check(t, [(-1, nil), (0, 0), (1.5, 1.5), (7, 1), (1e6 + 0.5, 0.5), (.infinity, nil)])
        #expect(t.resolvedTime(forParentTime: 7)?.iteration == 3)
    }

    @Test func repeatDuration() {
        let t = Self.timing { $0.duration = 1; $0.repeatDuration = 2.5 }
        #expect(t.activeDuration == 2.5)
        Self.check(t, [(0.25, 0.25), (1.75, 0.75), (2.49, 0.49), (2.5, nil)])
        Self.check(Self.timing { $0.duration = 1; $0.repeatDuration = 2.5; $0.fillMode = .forwards }, [(3, 0.5)])
        Self.check(Self.timing { $0.duration = 0.1; $0.repeatDuration = 0.3; $0.fillMode = .forwards }, [(1, 0.1)])
        // repeatDuration takes precedence over repeatCount.
        #expect(Self.timing { $0.duration = 1; $0.repeatDuration = 1.5; $0.repeatCount = 9 }.activeDuration == 1.5)
    }

    @Test func autoreverses() {
        let once = Self.timing { $0.duration = 1; $0.autoreverses = true }
        #expect(once.activeDuration == 2)
        Self.check(once, [(0.25, 0.25), (1, 1), (1.25, 0.75), (1.75, 0.25), (2, nil)])
        // Filled forwards: the end of the reversed leg.
        Self.check(Self.timing { $0.duration = 1; $0.autoreverses = true; $0.fillMode = .forwards }, [(2, 0), (5, 0)])
        let twice = Self.timing { $0.duration = 1; $0.autoreverses = true; $0.repeatCount = 2 }
        #expect(twice.activeDuration == 4)
        Self.check(twice, [(2.5, 0.5), (3.25, 0.75), (3.9, 0.1), (4, nil)])
        // 1.25 iterations of 2 s: stops 0.5 s into the forward leg.
        Self.check(Self.timing { $0.duration = 1; $0.autoreverses = true; $0.repeatCount = 1.25; $0.fillMode = .both },
                   [(2.25, 0.25), (2.5, 0.5), (9, 0.5)])
    }

    @Test(arguments: FillMode.allCases) func fillModes(mode: FillMode) {
        let t = Self.timing { $0.duration = 1; $0.beginTime = 1; $0.fillMode = mode }
        let before: Double? = (mode == .backwards || mode == .both) ? 0 : nil
        let after: Double? = (mode == .forwards || mode == .both) ? 1 : nil
        Self.check(t, [(0.5, before), (-100, before), (1.5, 0.5), (2, after), (300, after)])
    }

    @Test func nonFiniteInputsGiveNilOrFill() {
        let t = Self.timing { $0.duration = 1; $0.fillMode = .both }
        Self.check(t, [(.nan, nil), (.infinity, 1), (-.infinity, 0)])
        Self.check(Self.timing { $0.duration = 1; $0.beginTime = .nan }, [(0, nil)])
        Self.check(Self.timing { $0.duration = 1; $0.speed = .nan }, [(0.5, nil)])
        Self.check(Self.timing { $0.duration = 1; $0.beginTime = .infinity; $0.fillMode = .both }, [(0, 0), (.infinity, nil)])
        Self.check(Self.timing { $0.duration = 1; $0.repeatCount = .nan }, [(0.5, 0.5), (1, nil)])
        Self.check(Self.timing { $0.duration = 1e300; $0.repeatCount = 1e300 }, [(5, 5)])
    }
}

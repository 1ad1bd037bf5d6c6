import Testing
@testable import SpinnerPresets

@Suite struct ProgressTimelineTests {
    @Test func interpolatesBetweenKeyframesAndClamps() throws {
        let p = try ProgressTimeline(keyframes: [.init(time: 0, progress: 0), .init(time: 1.5, progress: 0.3), .init(time: 4, progress: 1.2)])
        #expect(p.keyframes.last?.progress == 1)
        #expect(p.progress(at: -1) == 0)
        #expect(abs(p.progress(at: 0.75) - 0.15) < 1e-15)
        #expect(abs(p.progress(at: 2.75) - 0.65) < 1e-15)
        #expect(p.progress(at: 9) == 1)
        #expect(p.completionTime == 4)
    }

    @Test func updatesAreKeyframesAndRegularCallbacksUntilDone() throws {
        let p = try ProgressTimeline(keyframes: [.init(time: 0, progress: 0), .init(time: 0.25, progress: 1)], updateInterval: 0.1)
        #expect(p.updates(until: 10).map(\.time) == [0, 0.1, 0.2, 0.25])
        #expect(p.updates(until: 10).map(\.progress) == [0, 0.4, 0.8, 1])
    }

    @Test func refusesBadKeyframes() {
        #expect(throws: ProgressError.self) { try ProgressTimeline(keyframes: []) }
        #expect(throws: ProgressError.self) { try ProgressTimeline(keyframes: [.init(time: 1, progress: 0), .init(time: 0.5, progress: 1)]) }
        #expect(throws: ProgressError.self) { try ProgressTimeline(keyframes: [.init(time: 1, progress: 0), .init(time: 1, progress: 1)]) }
        #expect(throws: ProgressError.self) { try ProgressTimeline(keyframes: [.init(time: -1, progress: 0)]) }
        #expect(throws: ProgressError.self) { try ProgressTimeline(keyframes: [.init(time: 0, progress: .nan)]) }
    }

    @Test func simulatedDownloadIsDeterministicAndEndsDone() throws {
        let a = try SimulatedDownload(seed: 7, duration: 3).timeline()
        let b = try SimulatedDownload(seed: 7, duration: 3).timeline()
        let c = try SimulatedDownload(seed: 8, duration: 3).timeline()
        #expect(a == b)
        #expect(a != c)
        #expect(a.keyframes.first?.time == 0 && a.keyframes.first?.progress == 0)
        #expect(abs(a.keyframes.last!.time - 3) < 1e-12 && a.keyframes.last?.progress == 1)
        #expect(zip(a.keyframes, a.keyframes.dropFirst()).allSatisfy { $0.progress <= $1.progress && $0.time < $1.time })
        // Stalls: some gap between callbacks is at least 150 ms (scaled), bursts: many are under 50 ms.
        let gaps = zip(a.keyframes, a.keyframes.dropFirst()).map { $1.time - $0.time }
        #expect(gaps.contains { $0 > 0.1 } && gaps.filter { $0 < 0.05 }.count > gaps.count / 2)
        #expect(a.updates(until: 10).count == a.keyframes.count)
    }
}

import Foundation
import Testing
import SpinnerCore
import SpinnerEncode
@testable import SpinnerGolden

/// Comparison read frame by frame: the same verdicts as arrays, frame counts from sides that end
/// early, and frames read only when their turn comes.
@Suite struct StreamingComparisonTests {
    static let grey = PremultipliedRGBA8(r: 100, g: 100, b: 100, a: 255)

    /// Frame `i` (below 128) of a 16x8 grey sequence; shifted, its first `i` pixels in row order
    /// have red raised by `10·i` levels (mod 256).
    static func frame(_ i: Int, shift: Bool) -> PixelBuffer {
        var f = PixelBuffer(width: 16, height: 8, fill: grey)
        guard shift else { return f }
        for p in 0..<i { f[p % 16, p / 16] = PremultipliedRGBA8(r: UInt8((100 + 10 * i) % 256), g: 100, b: 100, a: 255) }
        return f
    }

    /// A reader that makes its frames when asked and counts how often it was asked, standing in
    /// for a decoder; `knownCount` nil, as a video's.
    final class CountingReader: FrameReader {
        let path = "counting"
        let count: Int
        let shift: Bool
        let announcesCount: Bool
        private(set) var reads = 0
        private(set) var skipped = 0

        init(count: Int, shift: Bool = false, announcesCount: Bool = false) {
            self.count = count
            self.shift = shift
            self.announcesCount = announcesCount
        }

        var knownCount: Int? { announcesCount ? count : nil }

        func next() -> PixelBuffer? {
            guard reads < count else { return nil }
            defer { reads += 1 }
            return StreamingComparisonTests.frame(reads, shift: shift)
        }

        func skipRemaining() -> Int {
            let n = count - reads
            skipped += n
            reads = count
            return n
        }
    }

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("spinnergen-stream-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func writeSequence(_ frames: [PixelBuffer], to dir: URL) throws {
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        for (i, f) in frames.enumerated() {
            try Data(try PNGCodec.encode(f, options: PNGOptions()))
                .write(to: dir.appendingPathComponent(String(format: "f_%04d.png", i)))
        }
    }

    @Test func streamedFilesAndArraysGiveTheSameReport() throws {
        let dir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let expected = (0..<5).map { Self.frame($0, shift: false) }
        let actual = (0..<5).map { Self.frame($0, shift: true) }
        try Self.writeSequence(expected, to: dir.appendingPathComponent("e"))
        try Self.writeSequence(actual, to: dir.appendingPathComponent("a"))
        let tolerance = CompareTolerance(maxDelta: 15, maxMismatch: 0.01)

        let fromArrays = try SequenceComparison(expected: expected, actual: actual, tolerance: tolerance)
        let fromFiles = try SequenceComparison(expected: try FrameSource(path: dir.appendingPathComponent("e").path).makeReader(),
                                               actual: try FrameSource(path: dir.path + "/a/f_%04d.png").makeReader(),
                                               tolerance: tolerance)
        #expect(fromFiles == fromArrays)
        let a = try ComparisonReport(fromArrays, expected: "e", actual: "a").jsonData()
        let f = try ComparisonReport(fromFiles, expected: "e", actual: "a").jsonData()
        #expect(a == f)
        // Real values: frame i has i pixels of 128 off by 10·i levels; delta 15 absorbs frame 1,
        // and 1% of 128 px is 1.28 px, so frames 2, 3 and 4 fail.
        #expect(fromFiles.frames.map(\.difference.maxDelta) == [0, 10, 20, 30, 40])
        #expect(fromFiles.frames.map(\.difference.mismatchedPixels) == [0, 0, 2, 3, 4])
        #expect(fromFiles.failedFrames.map(\.index) == [2, 3, 4])
    }

    @Test func eachFrameIsReadOnlyWhenItsTurnComes() throws {
        let expected = CountingReader(count: 50), actual = CountingReader(count: 50, shift: true)
        var stream = try StreamingComparison(expected: expected, actual: actual, tolerance: .exact)
        #expect(expected.reads == 0 && actual.reads == 0)
        var compared = 0
        while let pair = try stream.next() {
            // Frame k is compared before frame k + 1 is read: one pair in hand, never the sequence.
            #expect(pair.comparison.index == compared)
            #expect(expected.reads == compared + 1 && actual.reads == compared + 1)
            #expect(pair.actual == Self.frame(compared, shift: true))
            compared += 1
        }
        #expect(compared == 50 && stream.result.frames.count == 50)
        #expect(stream.result.failedFrames.map(\.index) == Array(1..<50))
    }

    @Test func aSideThatEndsFirstIsCountedToTheEnd() throws {
        // Unknown counts (as videos): the longer side is read to its end without being compared.
        let three = CountingReader(count: 3), two = CountingReader(count: 2)
        #expect(throws: StreamingComparisonError.comparison(.frameCountsDiffer(expected: 3, actual: 2))) {
            try SequenceComparison(expected: three, actual: two, tolerance: .exact)
        }
        #expect(three.reads == 3 && three.skipped == 0)
        let short = CountingReader(count: 2), long = CountingReader(count: 7)
        #expect(throws: StreamingComparisonError.comparison(.frameCountsDiffer(expected: 2, actual: 7))) {
            try SequenceComparison(expected: short, actual: long, tolerance: .exact)
        }
        #expect(long.skipped == 4)
    }

    @Test func knownCountsThatDifferAreRefusedBeforeAnyFrameIsRead() throws {
        let dir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.writeSequence((0..<3).map { Self.frame($0, shift: false) }, to: dir.appendingPathComponent("three"))
        try Self.writeSequence((0..<2).map { Self.frame($0, shift: false) }, to: dir.appendingPathComponent("two"))
        let three = try FrameSource(path: dir.appendingPathComponent("three").path).makeReader()
        let two = try FrameSource(path: dir.appendingPathComponent("two").path).makeReader()
        #expect(throws: StreamingComparisonError.comparison(.frameCountsDiffer(expected: 3, actual: 2))) {
            try SequenceComparison(expected: three, actual: two, tolerance: .exact)
        }
        let announced = CountingReader(count: 3, announcesCount: true), other = CountingReader(count: 2, announcesCount: true)
        #expect(throws: StreamingComparisonError.comparison(.frameCountsDiffer(expected: 3, actual: 2))) {
            try SequenceComparison(expected: announced, actual: other, tolerance: .exact)
        }
        #expect(announced.reads == 0 && other.reads == 0)
        // The array initialiser keeps its own error type.
        let f = Self.frame(0, shift: false)
        #expect(throws: ComparisonError.frameCountsDiffer(expected: 3, actual: 2)) {
            try SequenceComparison(expected: [f, f, f], actual: [f, f], tolerance: .exact)
        }
    }

    @Test func aSequenceDecodesFileKOnlyWhenFrameKIsAskedFor() throws {
        let dir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let frames = (0..<3).map { Self.frame($0, shift: true) }
        try Self.writeSequence(frames, to: dir)
        let reader = try FrameSource(path: dir.path).makeReader()
        #expect(reader.knownCount == 3)
        #expect(try reader.next() == frames[0])
        // Files 1 and 2 change after the reader opened: it reads what is there when asked.
        try Data("not a png".utf8).write(to: dir.appendingPathComponent("f_0002.png"))
        #expect(try reader.next() == frames[1])
        #expect {
            _ = try reader.next()
        } throws: { error in
            (error as? FrameSourceError)?.kind == .corrupt && (error as? FrameSourceError)?.path.hasSuffix("f_0002.png") == true
        }
    }
}

import SpinnerCore

/// Two `FrameReader`s compared pair by pair. Each `next()` reads one frame from each side,
/// measures the pair and hands both frames back (for a diff image) together with the verdict;
/// only the verdicts (`FrameComparison`) are kept, so memory holds one pair of frames however
/// long the sides are. `SequenceComparison` is what is left once it has run to the end.
public struct StreamingComparison {
    public let tolerance: CompareTolerance
    /// What frames are composited over before they are compared.
    public let matte: Matte
    /// The colour the frames compared so far were composited over; nil while none were.
    public private(set) var matteApplied: PremultipliedRGBA8?
    /// The frames compared so far, in frame order.
    public private(set) var frames: [FrameComparison] = []
    private let expected: any FrameReader
    private let actual: any FrameReader
    private var ended = false

    /// Refuses at once two sides whose frame counts are both known and differ, before any frame
    /// is decoded; otherwise a count mismatch shows when one side ends first.
    public init(expected: any FrameReader, actual: any FrameReader, tolerance: CompareTolerance,
                matte: Matte = .none) throws(StreamingComparisonError) {
        if let e = expected.knownCount, let a = actual.knownCount, e != a {
            throw .comparison(.frameCountsDiffer(expected: e, actual: a))
        }
        self.expected = expected
        self.actual = actual
        self.tolerance = tolerance
        self.matte = matte
    }

    /// The next pair of frames and its verdict; nil once both sides have ended. When one side
    /// ends first, the other is read to its end (each frame decoded and dropped) so that the
    /// error can give both counts.
    public mutating func next() throws(StreamingComparisonError) -> ComparedPair? {
        guard !ended else { return nil }
        let index = frames.count
        let e: PixelBuffer?, a: PixelBuffer?
        do {
            e = try expected.next()
            a = try actual.next()
        } catch {
            throw .source(error)
        }
        switch (e, a) {
        case (nil, nil):
            ended = true
            return nil
        case (nil, .some):
            throw .comparison(.frameCountsDiffer(expected: index, actual: index + 1 + (try Self.count(actual))))
        case (.some, nil):
            throw .comparison(.frameCountsDiffer(expected: index + 1 + (try Self.count(expected)), actual: index))
        case (var e?, var a?):
            // Decided per pair, once both readers have decoded a frame and so know their format.
            if let colour = matte.colour(expectedCarriesAlpha: expected.carriesAlpha, actualCarriesAlpha: actual.carriesAlpha) {
                e = Matte.composite(e, over: colour)
                a = Matte.composite(a, over: colour)
                matteApplied = colour
            }
            guard let m = FrameDifference(e, a, tolerance: tolerance) else {
                throw .comparison(.sizesDiffer(frame: index, expectedWidth: e.width, expectedHeight: e.height,
                                               actualWidth: a.width, actualHeight: a.height))
            }
            let verdict = FrameComparison(index: index, difference: m, tolerance: tolerance)
            frames.append(verdict)
            return ComparedPair(comparison: verdict, expected: e, actual: a)
        }
    }

    /// The comparison of every frame read so far (all of them once `next()` has returned nil).
    public var result: SequenceComparison { SequenceComparison(tolerance: tolerance, frames: frames, matte: matteApplied) }

    static func count(_ reader: any FrameReader) throws(StreamingComparisonError) -> Int {
        do { return try reader.skipRemaining() } catch { throw .source(error) }
    }
}

/// One pair of frames as `StreamingComparison.next()` compared them: its verdict and both frames
/// (composited over the matte when one was applied), which are gone once the caller lets go of
/// this value.
public struct ComparedPair: Sendable {
    public let comparison: FrameComparison
    public let expected: PixelBuffer
    public let actual: PixelBuffer
}

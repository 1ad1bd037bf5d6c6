import Testing
import SpinnerSystem

/// The one frame-pattern rule (ffmpeg's image2): `%d`, `%Nd`, `%0Nd`, `%%`; a width pads with zeros.
@Suite struct FramePatternTests {
    @Test func acceptsWhatFFmpegAccepts() {
        #expect(FramePattern(parsing: "f_%d.png")?.path(for: 7) == "f_7.png")
        #expect(FramePattern(parsing: "f/%04d.png")?.path(for: 7) == "f/0007.png")
        // As ffmpeg writes it: a width without a leading zero still pads with zeros.
        #expect(FramePattern(parsing: "f/%4d.png")?.path(for: 7) == "f/0007.png")
        #expect(FramePattern(parsing: "f/%4d.png") == FramePattern(parsing: "f/%04d.png"))
        #expect(FramePattern(parsing: "f_%12d.png")?.digits == 12)
        #expect(FramePattern(parsing: "f_%04d.png")?.path(for: 123_456) == "f_123456.png")
    }

    @Test func percentSignsAreDoubled() {
        #expect(FramePattern(parsing: "a%%b_%d.png")?.path(for: 12) == "a%b_12.png")
        #expect(FramePattern(parsing: "%d_100%%.png")?.path(for: 3) == "3_100%.png")
        #expect(FramePattern(parsing: "100%%.png") == nil)
        #expect(!FramePattern.looksLikePattern("100%%.png"))
        #expect(FramePattern.looksLikePattern("a%%%d.png"))
        #expect(FramePattern.looksLikePattern("trailing%"))
    }

    @Test func refusesEverythingElse() {
        #expect(FramePattern(parsing: "x_%d_%d.png") == nil)
        #expect(FramePattern(parsing: "x_%04d_%d.png") == nil)
        #expect(FramePattern(parsing: "x_%s.png") == nil)
        #expect(FramePattern(parsing: "x_%-4d.png") == nil)
        #expect(FramePattern(parsing: "x_%13d.png") == nil)
        #expect(FramePattern(parsing: "x_%.png") == nil)
        #expect(FramePattern(parsing: "x.png") == nil)
    }

    @Test func textParsesBackToThePattern() {
        for text in ["f/%04d.png", "f_%d.png", "a%%b/%02d%%.png"] {
            let pattern = FramePattern(parsing: text)
            #expect(pattern?.text == text)
            #expect(pattern.flatMap { FramePattern(parsing: $0.text) } == pattern)
        }
        #expect(FramePattern(parsing: "f/%4d.png")?.text == "f/%04d.png")
    }

    @Test func theNumberBelongsInTheFileName() {
        #expect(FramePattern(parsing: "out/f_%03d.png")?.numbersFileNames == true)
        #expect(FramePattern(parsing: "out_%03d/f.png")?.numbersFileNames == false)
    }
}

import Testing
import SpinnerCore
import SpinnerOutputs

/// The text of the small files SpinnerOutputs writes, checked without rendering: Android
/// animation-list durations, Xcode's JSON layout, and where a batch output's record goes.
@Suite struct OutputFileTextTests {
    @Test func animationListDurationsAreWholeMillisecondsAddingUpToTheLength() {
        let sixty = AndroidAnimationList.durations(frames: 360, fps: Rational(60))
        #expect(sixty.reduce(0, +) == 6000)
        #expect(Array(sixty.prefix(4)) == [17, 16, 17, 17])
        let ntsc = AndroidAnimationList.durations(frames: 30, fps: Rational(30000, 1001))
        // round(1000 · 30 · 1001 / 30000) = 1001 ms in all, each frame 33 or 34.
        #expect(ntsc.reduce(0, +) == 1001 && ntsc.allSatisfy { $0 == 33 || $0 == 34 })
    }

    @Test func xcodeJSONIsXcodesOwnLayout() {
        let file = XcodeJSON.object(["images": .array([]), "info": XcodeJSON.info])
        #expect(file.text == """
            {
              "images" : [

              ],
              "info" : {
                "author" : "xcode",
                "version" : 1
              }
            }

            """)
    }

    @Test func recordsAreNamedByTheirOutputEscaped() {
        #expect(OutputRecord.path(for: "out/a b.webp") == ".spinnergen/outputs/out%2Fa%20b.webp.json")
        #expect(OutputRecord.path(for: "s@2x.gif") == ".spinnergen/outputs/s@2x.gif.json")
    }
}

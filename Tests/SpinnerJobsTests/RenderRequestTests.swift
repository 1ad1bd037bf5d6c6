import Testing
import SpinnerCore
import SpinnerJobs

/// A render's command-line words resolved into requests by the library, without the executable:
/// what a batch job, a manifest's replay and the command line share.
@Suite struct RenderRequestTests {
    @Test func iOSScalesMakeOneRequestEachWithItsNameAndCanvas() throws {
        let requests = try RenderRequest.expanding(arguments: ["material", "--size", "32", "--scale", "ios", "-o", "s.gif"])
        #expect(requests.map(\.options.outputArgument) == ["s.gif", "s@2x.gif", "s@3x.gif"])
        #expect(requests.map(\.pixelWidth) == [32, 64, 96])
        #expect(requests.map(\.pixelHeight) == [32, 64, 96])
        #expect(requests.map(\.options.scale) == [1, 2, 3])
        // Each request is the command line its own render would have: what its manifest records.
        #expect(requests[1].arguments == ["material", "--size", "32", "--scale", "2", "-o", "s@2x.gif"])
        // A GIF alone renders at its own 50 fps (whole hundredths a frame).
        #expect(requests.allSatisfy { $0.options.fps == Rational(50) })
    }

    @Test func aGIFBesideAVideoRendersApartAtItsOwnRate() throws {
        let requests = try RenderRequest.expanding(arguments: ["material", "-o", "a.gif", "-o", "b.mp4", "--size", "16"])
        #expect(requests.count == 2)
        #expect(requests.map(\.options.outputArguments) == [["a.gif"], ["b.mp4"]])
        #expect(requests.map(\.options.fps) == [Rational(50), Rational(60)])
        #expect(requests[0].arguments == ["material", "-o", "a.gif", "--size", "16"])
        #expect(requests[1].arguments == ["material", "-o", "b.mp4", "--size", "16"])
        // The same timeline length, sampled at each rate.
        let lengths = requests.map { Double($0.job.frames.count) / $0.options.fps.doubleValue }
        #expect(abs(lengths[0] - lengths[1]) <= 1.0 / 50)
    }

    @Test func refusalsAreTypedWithTheirStatus() {
        #expect(throws: CLIError("unknown preset 'materiall'", hint: "did you mean \"material\"? 'spinnergen list' shows them all")) {
            try RenderRequest(arguments: ["materiall", "-o", "a.gif"])
        }
        let missing = #expect(throws: CLIError.self) { try RenderRequest(arguments: ["render", "/nonexistent/scene.json", "-o", "a.gif"]) }
        #expect(missing?.exitCode == .noInput)
    }
}

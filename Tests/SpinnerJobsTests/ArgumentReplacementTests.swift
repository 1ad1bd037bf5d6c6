import Testing
import SpinnerJobs

/// How a render command line is rewritten for each scale of `--scale` (see
/// `RenderRequest.expanding`): each value is replaced where and as it was written.
@Suite struct ArgumentReplacementTests {
    @Test func argumentValuesAreReplacedInTheirOwnForm() {
        let line = ["material", "-o", "a{scale}.gif", "--scale", "ios", "--output=b.webp", "--fps", "30", "--scale=1"]
        let outputs = ArgumentScanner.replacingValues(of: RenderOptions.option("output"), in: line, with: ["a2.gif", "b@2x.webp"])
        #expect(outputs == ["material", "-o", "a2.gif", "--scale", "ios", "--output=b@2x.webp", "--fps", "30", "--scale=1"])
        let scales = ArgumentScanner.replacingValues(of: RenderOptions.option("scale"), in: line, with: ["2", "2"])
        #expect(scales == ["material", "-o", "a{scale}.gif", "--scale", "2", "--output=b.webp", "--fps", "30", "--scale=2"])
    }
}

import Foundation
import Testing
import CFFmpeg
@testable import SpinnerEncode

/// CFFmpeg opens FFmpeg's libraries with dlopen, by the sonames of the headers it was built with.
@Suite struct FFmpegLibrariesTests {
    @Test func packagesAreNamedByTheHeadersMajorVersions() {
        #expect(FFmpegLibraries.packages == [
            "libavcodec\(LIBAVCODEC_VERSION_MAJOR)", "libavformat\(LIBAVFORMAT_VERSION_MAJOR)",
            "libavutil\(LIBAVUTIL_VERSION_MAJOR)", "libswscale\(LIBSWSCALE_VERSION_MAJOR)",
        ])
        #expect(FFmpegLibraries.installHint == "install them: apt-get install " + FFmpegLibraries.packages.joined(separator: " "))
    }

    @Test func loadingOpensEachLibraryBySoname() throws {
        try FFmpegLibraries.load(for: "test.mp4")
        // Read to the end: /proc files report no size, so a sized read would stop short.
        let file = try #require(FileHandle(forReadingAtPath: "/proc/self/maps"))
        let maps = String(decoding: file.readDataToEndOfFile(), as: UTF8.self)
        for soname in ["libavcodec.so.\(LIBAVCODEC_VERSION_MAJOR)", "libavformat.so.\(LIBAVFORMAT_VERSION_MAJOR)",
                       "libavutil.so.\(LIBAVUTIL_VERSION_MAJOR)", "libswscale.so.\(LIBSWSCALE_VERSION_MAJOR)"] {
            #expect(maps.contains("/\(soname)"), "\(soname)")
        }
        // The forwarders reach the real functions: libavutil's own error text.
        #expect(FFmpegError.text(of: spinner_averror_eof()) == "End of file")
    }

    @Test func onlyTheLoadersCodeIsUnavailable() {
        #expect(FFmpegError(code: spinner_averror_unavailable(), function: "dlopen", message: "").isUnavailable)
        for code in [spinner_averror_einval(), spinner_averror_eof(), spinner_averror_invaliddata(), spinner_averror(Int32(ENOSYS))] {
            #expect(!FFmpegError(code: code, function: "f", message: "").isUnavailable, "\(code)")
        }
    }
}

import Testing
import CX264Heap
#if canImport(Glibc)
import Glibc
#endif

/// The test bundle, like the spinnergen binary, exports CX264Heap's memalign: the one a library
/// loaded later (libx264, through libavcodec) binds to is the executable's, and it zeroes.
@Suite struct X264HeapTests {
    @Test func memalignIsTheExecutablesAndZeroes() throws {
        // What a library's undefined `memalign` binds to: the first definition in load order.
        let bound = try #require(dlsym(UnsafeMutableRawPointer(bitPattern: 0), "memalign"))
        let libc = try #require(dlopen("libc.so.6", RTLD_NOW | RTLD_NOLOAD))
        defer { dlclose(libc) }
        let libcs = try #require(dlsym(libc, "memalign"))
        #expect(bound != libcs, "memalign binds to libc's: the executable does not export CX264Heap's")
        #expect(UnsafeRawPointer(bound) == spinner_x264_heap_memalign(), "memalign binds to another definition than CX264Heap's")

        // Dirty a block, free it, and ask for one of the same size: it comes back zeroed.
        typealias Memalign = @convention(c) (Int, Int) -> UnsafeMutableRawPointer?
        let memalign = unsafeBitCast(bound, to: Memalign.self)
        for size in [24, 4096, 1 << 20] {
            let dirty = try #require(malloc(size))
            memset(dirty, 0xAB, size)
            free(dirty)
            let block = try #require(memalign(64, size))
            defer { free(block) }
            #expect(Int(bitPattern: block) % 64 == 0)
            let bytes = UnsafeRawBufferPointer(start: block, count: size)
            #expect(bytes.allSatisfy { $0 == 0 }, "\(size)-byte block not zeroed")
        }
    }
}

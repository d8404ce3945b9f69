<?php
// Baseline for issue 5: sabre/vobject 2.1.7 (Debian php-sabre-vobject) validating every card
// of a vCard book, one card at a time through its VCard splitter.
//
//   php sabre_validate.php BOOK.vcf            counts, timed baseline
//   php sabre_validate.php BOOK.vcf --summary  also the warnings grouped by message
//
// Written for the CardKit benchmarks.

require '/usr/share/php/Sabre/VObject/autoload.php';

use Sabre\VObject;

if ($argc < 2) {
    fwrite(STDERR, "usage: php sabre_validate.php BOOK.vcf [--summary]\n");
    exit(64);
}
$summary = in_array('--summary', $argv, true);
$input = fopen($argv[1], 'r');
if ($input === false) {
    fwrite(STDERR, "cannot open {$argv[1]}\n");
    exit(2);
}
$splitter = new VObject\Splitter\VCard($input);
$cards = 0;
$warnings = 0;
$parseErrors = 0;
$byMessage = array();
while (true) {
    try {
        $card = $splitter->getNext();
    } catch (VObject\ParseException $e) {
        $parseErrors++;
        if ($summary) {
            $key = 'parse error: ' . preg_replace('/"[^"]*"/', '"…"', $e->getMessage());
            $byMessage[$key] = ($byMessage[$key] ?? 0) + 1;
        }
        continue;
    }
    if (!$card) {
        break;
    }
    $cards++;
    foreach ($card->validate() as $w) {
        $warnings++;
        if ($summary) {
            $key = 'level ' . $w['level'] . ': ' . preg_replace('/: .*? contains/', ': … contains', $w['message']);
            $byMessage[$key] = ($byMessage[$key] ?? 0) + 1;
        }
    }
}
echo "sabre/vobject " . VObject\Version::VERSION . ": cards $cards, warnings $warnings, parse errors $parseErrors\n";
if ($summary) {
    arsort($byMessage);
    foreach ($byMessage as $message => $count) {
        echo "  $count  $message\n";
    }
}

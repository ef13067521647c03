// The block game's board on screen, drawn from what one player sees: every point and road of
// the data on the map, in its colour; the enemy's blocks as colour only (B3); the British
// boxes' printed names (B4); the reachable points of a picked group (B6); a block turning to
// its lower strength when hit (B3); and the battle board mirrored so each position faces the
// one it fires at (B9.6). Writes the screenshots of docs/screenshots/block-*.png.
#include <QtTest>

#include <QDir>
#include <QImage>
#include <QSignalSpy>

#include "battle_board_widget.h"
#include "block_item.h"
#include "board_picture.h"
#include "box_item.h"
#include "campaign_map_scene.h"
#include "campaign_map_view.h"
#include "movement_marks.h"
#include "point_item.h"
#include "road_item.h"
#include "tricorne/block/block_data.h"

using namespace tricorne;
using block::Side;

class BlockBoardTest : public QObject {
    Q_OBJECT
    std::optional<block::BlockData> m_data;

    const block::BlockData& data() const { return *m_data; }

    static QString shotPath(const QString& name) {
        const QString dir = qEnvironmentVariable("TRICORNE_BLOCK_SCREENSHOTS", QDir::currentPath());
        QDir().mkpath(dir);
        return QDir(dir).filePath(name);
    }

    static void shoot(QWidget& widget, QSize size, const QString& name) {
        widget.resize(size);
        widget.show();
        QCoreApplication::processEvents();
        const QImage image = widget.grab().toImage();
        QCOMPARE(image.size(), size);
        QVERIFY(image.save(shotPath(name)));
    }

    static std::vector<const app::PictureBlock*> everyBlock(const app::BoardPicture& picture) {
        std::vector<const app::PictureBlock*> blocks;
        for (const auto& [at, stack] : picture.stacks)
            for (const app::PictureBlock& b : stack) blocks.push_back(&b);
        for (const app::PictureBlock& b : picture.militiaToPlace) blocks.push_back(&b);
        return blocks;
    }

    // Mid-turn: a British group at Skenesboro picked, roads used, militia placed.
    app::BoardPicture moving() const {
        app::BoardPicture picture = app::pictureOfSetUp(data(), Side::British);
        picture.turn = 3;
        picture.apBritish = 4;
        picture.apAmerican = 3;
        auto& boxed = picture.stacks["british_at_start"];
        auto& skenesboro = picture.stacks["skenesboro"];
        std::vector<std::string> group;
        for (int i = 0; i < 9 && !boxed.empty(); ++i) {
            group.push_back(boxed.front().id);
            skenesboro.push_back(boxed.front());
            boxed.erase(boxed.begin());
        }
        skenesboro[4].sp = skenesboro[4].fullSp - 1;
        for (auto& use : picture.roadUse)
            if ((use.a == "skenesboro" && use.b == "castletown")) use.used = 3;
        picture.picked = app::PickedGroup{"skenesboro", group,
                                          {{"castletown", 1, block::Road::Brown, false, 4, 7},
                                           {"fort_anne", 1, block::Road::Brown, false, 7, 7},
                                           {"mt_independence", 1, block::Road::Blue, false, 0, 0},
                                           {"fort_george", 1, block::Road::Blue, false, 0, 0}}};
        picture.militiaToPlace.clear();
        for (const char* at : {"fort_edward", "bennington", "salem", "schenectady", "pittsfield"})
            picture.stacks[at].push_back(app::backOf(Side::American));
        return picture;
    }

    // A battle at Freeman's Farm's ground in its second round, seen by the American player.
    app::BattlePicture battle() const {
        app::BattlePicture b;
        b.viewer = Side::American;
        b.attacker = Side::British;
        b.pointName = "Bemis Heights";
        b.fort = true;
        b.round = 2;
        b.toAct = Side::American;
        b.step = "American fire (B9.6)";
        auto fighter = [&](const char* id, app::BattlePosition pos, int sp, bool revealed, bool seen) {
            const block::Block* blk = data().roster.block(id);
            app::BattleFighter f;
            f.block = seen ? app::labelOf(*blk, sp) : app::backOf(blk->side);
            f.position = pos;
            f.revealed = revealed;
            f.eliminated = sp == 0;
            return f;
        };
        using P = app::BattlePosition;
        b.fighters = {
            fighter("br_9th_foot", P::Left, 3, true, true),        fighter("br_royal_artillery", P::Left, 4, true, true),
            fighter("br_20th_foot", P::Center, 4, true, true),     fighter("br_fraser", P::Center, 1, true, true),
            fighter("br_21st_foot", P::Right, 2, true, true),      fighter("br_british_light", P::Right, 4, true, true),
            fighter("br_62nd_foot", P::Reserve, 4, false, false),  fighter("br_burgoyne", P::Reserve, 1, false, false),
            fighter("am_1st_nh", P::Left, 4, true, true),          fighter("am_mil_albany", P::Left, 2, true, true),
            fighter("am_3rd_nh", P::Center, 3, true, true),        fighter("am_artillery_albany", P::Center, 3, true, true),
            fighter("am_paterson", P::Right, 4, true, true),       fighter("am_schuyler", P::Reserve, 1, false, true),
            fighter("am_mil_schenectady", P::Reserve, 1, true, true), fighter("am_2nd_nh", P::Reserve, 0, true, true),
        };
        b.fighters[14].fled = true;
        b.lastRollBy = "21st Foot (2 SP) in the British Right fired at the American Left: a 6 hits, a 1 sends a militia to the Reserve";
        b.lastRoll = {{6, true, false}, {1, false, true}};
        return b;
    }

private slots:
    void initTestCase() {
        auto loaded = block::loadBlockData(QStringLiteral(TRICORNE_TEST_DATA_DIR "/block/saratoga1777").toStdString(), "data/block/saratoga1777");
        QVERIFY(loaded.ok());
        m_data = std::move(loaded.value);
    }

    // B3: each side sees its own labels and strength, the enemy's colour only.
    void RuleB3_SetUpPictureShowsOnlyOwnLabels() {
        for (const Side viewer : {Side::American, Side::British}) {
            const app::BoardPicture picture = app::pictureOfSetUp(data(), viewer);
            QCOMPARE(picture.blockCount(), static_cast<int>(data().roster.blocks.size()));
            for (const app::PictureBlock* b : everyBlock(picture)) {
                if (b->side == viewer) {
                    QVERIFY(b->labelShown);
                    const block::Block* real = data().roster.block(b->id);
                    QVERIFY(real);
                    QCOMPARE(b->sp, real->sp);  // B4: every block starts at full strength
                    QCOMPARE(b->fullSp, real->sp);
                } else {
                    QVERIFY(!b->labelShown);
                    QVERIFY(b->id.empty());
                    QVERIFY(b->name.empty());
                    QCOMPARE(b->sp, 0);
                    QCOMPARE(b->fullSp, 0);
                    // The type, a leader's ratings: left at their defaults, nothing told.
                    QCOMPARE(b->type, block::UnitType::Regular);
                    QCOMPARE(b->groupLimit, 0);
                    QCOMPARE(b->move, 0);
                }
            }
        }
    }

    // B3: no American block's name or strength reaches the British player's map, nor the reverse.
    void RuleB3_MapDrawsNoEnemyLabel() {
        for (const Side viewer : {Side::American, Side::British}) {
            app::CampaignMapScene scene(data());
            scene.setPicture(app::pictureOfSetUp(data(), viewer));
            QCOMPARE(static_cast<int>(scene.blockItems().size()) > 20, true);
            int own = 0;
            for (const app::BlockItem* item : scene.blockItems()) {
                if (item->block().side == viewer) {
                    ++own;
                    QVERIFY(item->block().labelShown);
                    continue;
                }
                QVERIFY(!item->block().labelShown);
                for (const block::Block* enemy : data().roster.of(item->block().side))
                    QVERIFY2(!item->toolTip().contains(QString::fromStdString(enemy->name)), qPrintable(item->toolTip()));
            }
            QVERIFY(own > 0);
        }
    }

    // B2: every point of the data, at its place, with its name; forts marked as forts.
    void RuleB2_EveryPointIsOnTheMapWithItsName() {
        app::CampaignMapScene scene(data());
        for (const block::Point& p : data().map.points) {
            const app::PointItem* item = scene.pointItem(p.id);
            QVERIFY2(item, p.id.c_str());
            QCOMPARE(item->scene(), &scene);
            QCOMPARE(item->name(), QString::fromStdString(p.name));
            QVERIFY(scene.sceneRect().contains(item->sceneBoundingRect()));
            QCOMPARE(item->toolTip().contains(QStringLiteral("Fortified location")), p.fortified);
            QCOMPARE(item->toolTip().contains(QStringLiteral("supply source (B7)")), p.supplySource.has_value());
        }
        for (const char* entry : {"valcour_island", "oswego", "albany", "bennington", "manchester"})
            QVERIFY(scene.pointItem(entry)->toolTip().contains(QStringLiteral("Entry point")));
    }

    // B6: each road in its colour, the water crossings dotted.
    void RuleB6_EveryRoadInItsColour() {
        app::CampaignMapScene scene(data());
        QCOMPARE(scene.roadItems().size(), data().map.connections.size());
        int brown = 0, blue = 0, dotted = 0;
        for (const app::RoadItem* road : scene.roadItems()) {
            const bool isBrown = road->road().road == block::Road::Brown;
            QCOMPARE(road->pen().color(), isBrown ? QColor(0x8a, 0x4b, 0x1c) : QColor(0x1f, 0x5f, 0xb8));
            QCOMPARE(road->pen().style() == Qt::DotLine, road->road().crossesWater());
            brown += isBrown;
            blue += !isBrown;
            dotted += road->road().crossesWater();
        }
        QVERIFY(brown > 0 && blue > 0 && dotted > 0);
    }

    // B4: the British boxes print their units' names for both players; the American box does not.
    void RuleB4_BritishBoxesPrintTheirNames() {
        app::CampaignMapScene scene(data());
        scene.setPicture(app::pictureOfSetUp(data(), Side::American));
        for (const block::BoxContents& contents : data().scenario.boxes) {
            const app::BoxItem* box = scene.boxItem(contents.box);
            QVERIFY(box);
            if (box->box().kind != block::BoxKind::BritishArrival) continue;
            QCOMPARE(box->printedNames().size(), static_cast<qsizetype>(contents.blocks.size()));
            for (const std::string& id : contents.blocks)
                QVERIFY(box->printedNames().contains(QString::fromStdString(data().roster.block(id)->name)));
        }
        QVERIFY(scene.boxItem("american_reinforcements")->printedNames().isEmpty());
        QVERIFY(scene.militiaTray()->isVisible());
    }

    // B6: the picked group's reachable points carry their cost and the road's capacity left.
    void RuleB6_ReachablePointsShowCostAndRoadLeft() {
        app::CampaignMapScene scene(data());
        scene.setPicture(moving());
        QStringList texts;
        int picked = 0;
        for (QGraphicsItem* item : scene.items())
            if (item->type() == app::ReachMarkItem::kKind) {
                const auto* mark = static_cast<app::ReachMarkItem*>(item);
                picked += mark->isPicked();
                if (!mark->isPicked()) texts << mark->text();
            }
        QCOMPARE(picked, 1);
        QVERIFY2(texts.contains(QStringLiteral("1 AP \u00b7 brown 4/7 left")), qPrintable(texts.join('|')));
        QVERIFY(texts.contains(QStringLiteral("1 AP \u00b7 blue no limit")));
        QCOMPARE(texts.size(), 4);
        bool used = false;
        for (QGraphicsItem* item : scene.items())
            if (item->type() == app::RoadUseItem::kKind) used = static_cast<app::RoadUseItem*>(item)->text() == QStringLiteral("3/7");
        QVERIFY(used);
        // A new picture replaces the marks of the last.
        scene.setPicture(app::pictureOfSetUp(data(), Side::British));
        for (QGraphicsItem* item : scene.items()) QVERIFY(item->type() != app::ReachMarkItem::kKind);
    }

    // B3: a hit turns the block counterclockwise to its next lower strength; two hits, two edges.
    void RuleB3_HitTurnsTheBlockToItsLowerStrength() {
        const block::Block* ninth = data().roster.block("br_9th_foot");
        app::BlockItem item(app::labelOf(*ninth, 4), 40);
        QCOMPARE(item.shownSp(), 4);
        QSignalSpy turned(&item, &app::BlockItem::turned);
        item.takeHits(1, 40);
        QVERIFY(item.isTurning());
        QVERIFY(turned.wait(2000));
        QCOMPARE(turned.takeFirst().at(0).toInt(), 3);
        QCOMPARE(item.shownSp(), 3);
        QCOMPARE(item.turn(), 90.0);
        item.takeHits(2, 40);
        QVERIFY(turned.wait(2000));
        QCOMPARE(item.shownSp(), 1);
        QCOMPARE(item.block().sp, 1);
    }

    // B9.6: the viewer's Right faces the enemy's Left; B9.1: the Reserves behind the lines.
    void RuleB9_6_BattleBoardFacesEachPositionItsTarget() {
        app::BattleBoardWidget board;
        board.resize(1280, 800);
        board.setPicture(battle());
        for (const auto& [mine, theirs] : {std::pair{app::BattlePosition::Right, app::BattlePosition::Left},
                                           std::pair{app::BattlePosition::Center, app::BattlePosition::Center},
                                           std::pair{app::BattlePosition::Left, app::BattlePosition::Right}}) {
            const QRectF a = board.positionRect(Side::American, mine), b = board.positionRect(Side::British, theirs);
            QCOMPARE(a.center().x(), b.center().x());
            QVERIFY(b.bottom() < a.top());
        }
        QVERIFY(board.positionRect(Side::British, app::BattlePosition::Reserve).bottom() <
                board.positionRect(Side::British, app::BattlePosition::Center).top());
        QVERIFY(board.positionRect(Side::American, app::BattlePosition::Reserve).top() >
                board.positionRect(Side::American, app::BattlePosition::Center).bottom());
    }

    // The map fits the window until zoomed; 0 fits it again.
    void mapFitsZoomsAndFitsAgain() {
        app::CampaignMapScene scene(data());
        app::CampaignMapView view(&scene);
        view.resize(1280, 800);
        view.show();
        QCoreApplication::processEvents();
        const double fitted = view.zoom();
        QVERIFY(view.isFitted());
        QVERIFY(view.mapToScene(view.viewport()->rect()).boundingRect().contains(scene.sceneRect().adjusted(2, 2, -2, -2)));
        view.zoomBy(2.0);
        QVERIFY(!view.isFitted());
        QCOMPARE(view.zoom(), 2.0 * fitted);
        view.zoomBy(0.1);
        QVERIFY(view.isFitted());
        view.zoomBy(3.0);
        QTest::keyClick(&view, Qt::Key_0);
        QVERIFY(view.isFitted());
        QCOMPARE(view.zoom(), fitted);
    }

    void screenshots() {
        for (const auto& [viewer, name] : {std::pair{Side::American, QStringLiteral("american")}, std::pair{Side::British, QStringLiteral("british")}}) {
            app::CampaignMapScene scene(data());
            scene.setPicture(app::pictureOfSetUp(data(), viewer));
            app::CampaignMapView view(&scene);
            shoot(view, {1280, 800}, QStringLiteral("block-map-%1.png").arg(name));
            if (viewer == Side::American) shoot(view, {1920, 1080}, QStringLiteral("block-map-%1-1920.png").arg(name));
        }
        app::CampaignMapScene scene(data());
        scene.setPicture(moving());
        app::CampaignMapView view(&scene);
        shoot(view, {1280, 800}, QStringLiteral("block-map-moving.png"));
        view.resize(1280, 800);
        view.zoomBy(2.2);
        view.centerOn(scene.pointItem("skenesboro")->pos());
        shoot(view, {1280, 800}, QStringLiteral("block-map-moving-zoomed.png"));
        app::BattleBoardWidget board;
        board.setPicture(battle());
        shoot(board, {1280, 800}, QStringLiteral("block-battle-board.png"));
        shoot(board, {1920, 1080}, QStringLiteral("block-battle-board-1920.png"));
    }
};

QTEST_MAIN(BlockBoardTest)
#include "block_board_test.moc"

#include "tricorne/block/campaign_map.h"

#include <algorithm>
#include <deque>
#include <set>

namespace tricorne::block {

std::string_view sideId(Side side) { return side == Side::American ? "american" : "british"; }
std::string_view sideName(Side side) { return side == Side::American ? "American" : "British"; }

std::string_view roadId(Road road) { return road == Road::Brown ? "brown" : "blue"; }

std::string_view boxKindId(BoxKind kind) {
    switch (kind) {
        case BoxKind::BritishArrival: return "britishArrival";
        case BoxKind::AmericanReinforcements: return "americanReinforcements";
        case BoxKind::ClintonHome: return "clintonHome";
        case BoxKind::ClintonThreat: return "clintonThreat";
    }
    return "";
}

namespace {
template <typename T>
const T* findById(const std::vector<T>& list, const std::string& id) {
    auto it = std::find_if(list.begin(), list.end(), [&](const T& t) { return t.id == id; });
    return it == list.end() ? nullptr : &*it;
}
}  // namespace

const Point* CampaignMap::point(const std::string& pointId) const { return findById(points, pointId); }
const Region* CampaignMap::region(const std::string& regionId) const { return findById(regions, regionId); }
const Box* CampaignMap::box(const std::string& boxId) const { return findById(boxes, boxId); }
const Track* CampaignMap::track(const std::string& trackId) const { return findById(tracks, trackId); }

const Connection* CampaignMap::connection(const std::string& a, const std::string& b) const {
    for (const auto& c : connections)
        if ((c.a == a && c.b == b) || (c.a == b && c.b == a)) return &c;
    return nullptr;
}

std::vector<const Connection*> CampaignMap::connectionsAt(const std::string& p) const {
    std::vector<const Connection*> out;
    for (const auto& c : connections)
        if (c.joins(p)) out.push_back(&c);
    return out;
}

std::vector<std::string> CampaignMap::neighbours(const std::string& p) const {
    std::vector<std::string> out;
    for (const Connection* c : connectionsAt(p)) out.push_back(c->other(p));
    return out;
}

std::vector<const Point*> CampaignMap::pointsIn(const std::string& regionId) const {
    std::vector<const Point*> out;
    for (const auto& p : points)
        if (p.region == regionId) out.push_back(&p);
    return out;
}

std::vector<std::string> CampaignMap::reachableFrom(const std::string& from) const {
    std::set<std::string> seen{from};
    std::deque<std::string> queue{from};
    std::vector<std::string> out;
    while (!queue.empty()) {
        const std::string p = queue.front();
        queue.pop_front();
        out.push_back(p);
        for (const auto& n : neighbours(p))
            if (seen.insert(n).second) queue.push_back(n);
    }
    return out;
}

}  // namespace tricorne::block
